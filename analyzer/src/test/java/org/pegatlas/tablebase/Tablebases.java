package org.pegatlas.tablebase;

import java.io.IOException;
import java.nio.file.Path;
import org.pegatlas.reports.SummaryJson;
import org.pegatlas.engine.Analysis;
import org.pegatlas.problem.Problem;
import org.pegatlas.engine.Progress;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/** Builds test tablebases: the analysis (with its summary.json), then the tablebase, in one directory. */
public final class Tablebases {
    private Tablebases() {
    }

    public static TablebaseInfo build(Problem problem, Path dir) throws IOException {
        Manifest manifest = OutputDirectory.prepare(dir, problem.fingerprint());
        Analysis.Outcome outcome = Analysis.run(problem, dir, manifest, 2, Progress.silent());
        manifest.putFile("summary.json", AtomicFiles.writeString(dir.resolve("summary.json"), SummaryJson.format(outcome.report())));
        manifest.put(OutputDirectory.STATUS_KEY, "complete").save();
        return TablebaseBuilder.build(problem, dir, null, 2, line -> { });
    }
}
