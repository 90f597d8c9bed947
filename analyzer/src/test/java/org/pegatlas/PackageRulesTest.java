package org.pegatlas;

import static com.tngtech.archunit.core.domain.Dependency.Predicates.dependency;
import static com.tngtech.archunit.core.domain.Dependency.Predicates.dependencyTarget;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.conditions.ArchConditions.onlyHaveDependenciesWhere;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.util.Arrays;
import java.util.stream.Stream;
import org.pegatlas.board.Board;
import org.pegatlas.engine.FailureTable;
import org.pegatlas.engine.MoveTable;
import org.pegatlas.engine.MovesLeftPass;
import org.pegatlas.engine.MovesLevel;
import org.pegatlas.engine.SampleSolution;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.reports.ByteSize;
import org.pegatlas.reports.Counted;
import org.pegatlas.reports.Forecast;
import org.pegatlas.reports.JsonWriter;
import org.pegatlas.reports.ProblemInfo;
import org.pegatlas.storage.PositionKeys;

/**
 * The package rules: each package's {@code package-info.java} ends with what the package may use
 * ("May use: ..."), and each such line is a rule here, checked on the main classes of the
 * analyzer, storage and reports modules (the modules on this module's test class path; tests are
 * not checked). A change to what a package may use changes its package-info and its rule here
 * together.
 *
 * <p>A rule admits, besides what it names, the package's own classes (not its subpackages:
 * {@code engine.store} and {@code reports.html} have rules of their own) and the JDK: the
 * {@code java} and {@code javax} packages and the JDK's HTTP server ({@code com.sun.net.httpserver},
 * used by {@code serve}). Where a package-info names the classes it may use of a package
 * ({@code engine} (symmetry tables)), the rule admits those classes and their nested classes only.
 *
 * <p>Besides the package rules: the module boundaries ({@code storage} and {@code reports} use no
 * other module, and the analyzer none of the cluster module's classes), {@code cli} alone writes
 * to the terminal, and every package has a rule, so that a new package is given one.
 *
 * <p>One known violation is frozen, named here and in the package-info of {@code board}:
 * {@link Board#positionKeys()} builds storage's {@link PositionKeys}, while {@code board} may use
 * the JDK only. Its callers are in {@code engine} (the passes, the expander), which is being
 * rewritten apart from this change; once the factory moves there, the exception goes.
 */
@AnalyzeClasses(packages = "org.pegatlas", importOptions = ImportOption.DoNotIncludeTests.class)
class PackageRulesTest {
    /** What every rule admits as "the JDK". */
    private static final String[] JDK = {"java..", "javax..", "com.sun.net.httpserver.."};

    /** The analyzer module's packages. */
    private static final String[] ANALYZER = {"org.pegatlas.board", "org.pegatlas.problem", "org.pegatlas.engine",
        "org.pegatlas.engine.store", "org.pegatlas.check", "org.pegatlas.play", "org.pegatlas.serve", "org.pegatlas.solve",
        "org.pegatlas.tablebase", "org.pegatlas.cli"};
    /** The storage module's package. */
    private static final String STORAGE = "org.pegatlas.storage";
    /** The reports module's packages. */
    private static final String[] REPORTS = {"org.pegatlas.reports", "org.pegatlas.reports.html"};

    /** Frozen: {@code Board.positionKeys()} returns storage's {@code PositionKeys} (see the class comment). */
    @ArchTest
    static final ArchRule board = mayUse("org.pegatlas.board", "the JDK only", nothing(),
            dependency(Board.class, PositionKeys.class));

    @ArchTest
    static final ArchRule problem = mayUse("org.pegatlas.problem", "board, storage",
            packages("org.pegatlas.board", STORAGE));

    @ArchTest
    static final ArchRule engine = mayUse("org.pegatlas.engine", "board, problem, engine.store, storage, reports",
            packages("org.pegatlas.board", "org.pegatlas.problem", "org.pegatlas.engine.store", STORAGE, "org.pegatlas.reports"));

    /** The level store: below the passes, it uses none of them (nor {@code board} or {@code problem}). */
    @ArchTest
    static final ArchRule engineStore = mayUse("org.pegatlas.engine.store", "storage, reports (ByteSize)",
            packages(STORAGE).or(belongToAnyOf(ByteSize.class)));

    @ArchTest
    static final ArchRule check = mayUse("org.pegatlas.check", "board, problem, engine, engine.store, storage, reports (Forecast)",
            packages("org.pegatlas.board", "org.pegatlas.problem", "org.pegatlas.engine", "org.pegatlas.engine.store", STORAGE)
                    .or(belongToAnyOf(Forecast.class)));

    @ArchTest
    static final ArchRule play = mayUse("org.pegatlas.play",
            "board, problem, engine (symmetry tables), tablebase, storage, reports (Counted, ProblemInfo)",
            packages("org.pegatlas.board", "org.pegatlas.problem", "org.pegatlas.tablebase", STORAGE)
                    .or(belongToAnyOf(SymmetryTables.class, Counted.class, ProblemInfo.class)));

    @ArchTest
    static final ArchRule serve = mayUse("org.pegatlas.serve", "board, problem, tablebase",
            packages("org.pegatlas.board", "org.pegatlas.problem", "org.pegatlas.tablebase"));

    @ArchTest
    static final ArchRule solve = mayUse("org.pegatlas.solve",
            "board, problem, engine (jump generator, symmetry tables, failure table, solution record), Commons Math's simplex solver",
            packages("org.pegatlas.board", "org.pegatlas.problem", "org.apache.commons.math3..")
                    .or(belongToAnyOf(MoveTable.class, SymmetryTables.class, FailureTable.class, SampleSolution.class)));

    @ArchTest
    static final ArchRule tablebase = mayUse("org.pegatlas.tablebase",
            "board, problem, engine (symmetry tables, jump generator, moves-left pass), engine.store (level file names), storage,"
                    + " reports (JSON escaper, Counted), Chronicle Map",
            packages("org.pegatlas.board", "org.pegatlas.problem", STORAGE, "net.openhft..")
                    .or(belongToAnyOf(SymmetryTables.class, MoveTable.class, MovesLeftPass.class, MovesLevel.class, LevelFiles.class,
                            JsonWriter.class, Counted.class)));

    @ArchTest
    static final ArchRule cli = mayUse("org.pegatlas.cli", "every other package (and Commons CLI)",
            packages("org.pegatlas..", "org.apache.commons.cli.."));

    @ArchTest
    static final ArchRule storage = mayUse(STORAGE, "the JDK and RoaringBitmap", packages("org.roaringbitmap.."));

    @ArchTest
    static final ArchRule reports = mayUse("org.pegatlas.reports", "the JDK only", nothing());

    @ArchTest
    static final ArchRule reportsHtml = mayUse("org.pegatlas.reports.html", "reports", packages("org.pegatlas.reports"));

    /**
     * The modules: storage and reports use no other; the analyzer uses both; nothing here uses the
     * Spark module (cluster), whose classes are not on this module's class path (it depends on
     * this one), so that it is checked here only not to be used.
     */
    @ArchTest
    static final ArchRule modules = layeredArchitecture().consideringOnlyDependenciesInAnyPackage("org.pegatlas..")
            .layer("storage").definedBy(STORAGE)
            .layer("reports").definedBy(REPORTS)
            .layer("analyzer").definedBy(ANALYZER)
            .optionalLayer("cluster").definedBy("org.pegatlas.cluster..") // above this module: not on its class path
            .whereLayer("cluster").mayNotBeAccessedByAnyLayer()
            .whereLayer("analyzer").mayOnlyBeAccessedByLayers("cluster")
            .whereLayer("storage").mayOnlyBeAccessedByLayers("analyzer", "cluster")
            .whereLayer("reports").mayOnlyBeAccessedByLayers("analyzer", "cluster")
            .because("each module's pom names the modules it uses");

    /** Only {@code cli} prints: the others return text or take a place to write it. */
    @ArchTest
    static final ArchRule onlyCliWritesToTheTerminal = noClasses().that().resideOutsideOfPackage("org.pegatlas.cli")
            .should().accessField(System.class, "out").orShould().accessField(System.class, "err")
            .because("cli is the only package that prints to the terminal (its package-info)");

    /** Every class lies in a package with a rule above: a new package states what it may use, and gets its rule here. */
    @ArchTest
    static final ArchRule everyPackageHasARule = classes().should()
            .resideInAnyPackage(Stream.of(ANALYZER, new String[] {STORAGE}, REPORTS).flatMap(Arrays::stream).toArray(String[]::new))
            .because("every package-info says what its package may use, and this test checks it");

    /** Classes in any of {@code packages} (each as ArchUnit writes them: {@code a.b} that package, {@code a.b..} with its subpackages). */
    private static DescribedPredicate<JavaClass> packages(String... packages) {
        return resideInAnyPackage(packages);
    }

    /** No class: for a package that may use the JDK only. */
    private static DescribedPredicate<JavaClass> nothing() {
        return DescribedPredicate.alwaysFalse();
    }

    /** {@link #mayUse(String, String, DescribedPredicate, DescribedPredicate)} with no known violation. */
    private static ArchRule mayUse(String pkg, String statement, DescribedPredicate<? super JavaClass> allowed) {
        return mayUse(pkg, statement, allowed, DescribedPredicate.alwaysFalse());
    }

    /**
     * The rule of package {@code pkg} (not of its subpackages): every dependency of its classes is
     * on the JDK, on {@code pkg} itself or on a class {@code allowed} admits, or is one of
     * {@code knownViolations}.
     *
     * @param statement what its package-info says it may use, shown with any violation
     * @param knownViolations dependencies that break the rule and are frozen, each named where it is passed
     */
    private static ArchRule mayUse(String pkg, String statement, DescribedPredicate<? super JavaClass> allowed,
            DescribedPredicate<? super Dependency> knownViolations) {
        DescribedPredicate<JavaClass> target = resideInAnyPackage(Stream.concat(Arrays.stream(JDK), Stream.of(pkg)).toArray(String[]::new))
                .or(allowed);
        return classes().that().resideInAPackage(pkg).should(onlyHaveDependenciesWhere(dependencyTarget(target).or(knownViolations)))
                .because("its package-info says: May use: " + statement);
    }
}
