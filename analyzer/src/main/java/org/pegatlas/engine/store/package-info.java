/**
 * The level store: the only owner of a run's level files. {@link org.pegatlas.engine.store.LevelFiles}
 * holds their kinds ({@code forward}, {@code solvable}), names and extensions under {@code levels/},
 * the manifest keys of their files, figures, slices and positions, the atomic background writes,
 * the merge of sorted runs into a level's files, the scratch directory and its limit, and the
 * pruning that keeps only what a resume can use. A level in memory is a
 * {@link org.pegatlas.engine.store.Level}; a stored one is read back in slices
 * ({@link org.pegatlas.engine.store.LevelSlices}), from its files or from the copy a merge held in
 * memory ({@link org.pegatlas.engine.store.HeldLevel}). Sorted runs of (key, count) live in memory
 * ({@link org.pegatlas.engine.store.Run}) or spilled to scratch files
 * ({@link org.pegatlas.engine.store.SpilledRun}), are read through cursors and merged k ways into
 * one ascending run ({@link org.pegatlas.engine.store.RunMerger}), counts of equal keys summed. The
 * {@link org.pegatlas.engine.store.MemoryBudget} says when a level goes through disk and how it is
 * sliced, with the {@link org.pegatlas.engine.store.SliceHistory} of a pass.
 *
 * <p>Every other package (the passes of {@code engine}, {@code check}, {@code tablebase}, {@code cli},
 * and the Spark module's datasets) reaches the level files through this package's API: no other
 * package of the analyzer spells their names ({@code LevelFileNamesTest}). One pattern of them is
 * still kept below, in storage's {@link org.pegatlas.storage.ScratchDirectory#isOwnFile}, which
 * says which files a removal may delete.
 *
 * <p>May use: {@code storage}, and {@code reports} for {@link org.pegatlas.reports.ByteSize} (the
 * budget's short form).
 */
package org.pegatlas.engine.store;
