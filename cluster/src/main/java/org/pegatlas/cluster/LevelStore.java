package org.pegatlas.cluster;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.pegatlas.engine.store.LevelFiles;
import scala.Tuple2;

/**
 * A Spark run's files under its output directory, on any Hadoop file system ({@code file://},
 * {@code hdfs://}, {@code s3a://}). Level {@code n} of a pass is the Parquet dataset
 * {@code levels/<pass>-NN.parquet} with two columns: {@code key} (int64, the position key of
 * {@link org.pegatlas.storage.PositionKeys}) and {@code count} (binary, the exact count as a
 * big-endian two's-complement integer, as Java's {@code BigInteger.toByteArray} and Python's
 * {@code int.from_bytes(b, "big", signed=True)} read it). Small text records beside the datasets
 * ({@code <pass>-NN.stats}, {@code <pass>-NN.figures}) are each written whole under a temporary
 * name and renamed into place, and only written once the level's dataset is complete, so a level
 * with its record is a checkpoint a restarted job can trust.
 */
final class LevelStore {
    static final String FORWARD = LevelFiles.FORWARD;
    static final String SOLVABLE = LevelFiles.SOLVABLE;
    private static final StructType SCHEMA = new StructType()
            .add("key", DataTypes.LongType, false)
            .add("count", DataTypes.BinaryType, false);

    private final SparkSession spark;
    private final FileSystem fs;
    private final Path levels;
    private Broadcast<ChunkParquet.Conf> hadoopConf;

    LevelStore(SparkSession spark, Path directory) throws IOException {
        this.spark = spark;
        this.fs = directory.getFileSystem(spark.sparkContext().hadoopConfiguration());
        this.levels = new Path(directory, LevelFiles.DIRECTORY);
    }

    private Path dataset(String pass, int level) {
        return new Path(levels, LevelFiles.fileName(pass, level, "parquet"));
    }

    /**
     * Writes a level's dataset from its chunks, replacing any earlier attempt at it: one file
     * {@code part-PPPPP-C.parquet} per chunk ({@code P} the partition, {@code C} the chunk's place in
     * it), written by {@link ChunkParquet}. The directory is made first, so a level with no
     * position is an empty dataset.
     */
    void write(String pass, int level, JavaRDD<KeyChunk> chunks) throws IOException {
        Path directory = dataset(pass, level);
        fs.delete(directory, true);
        if (!fs.mkdirs(directory)) {
            throw new IOException("could not make " + directory);
        }
        String target = directory.toString();
        Broadcast<ChunkParquet.Conf> conf = hadoopConf();
        chunks.foreachPartition(partition -> {
            TaskContext task = TaskContext.get();
            for (int c = 0; partition.hasNext(); c++) {
                ChunkParquet.write(partition.next(), new Path(target), String.format("part-%05d-%d.parquet", task.partitionId(), c),
                        conf.value().get(), task.attemptNumber());
            }
        });
    }

    /** The session's Hadoop configuration for the executors, broadcast once. */
    private Broadcast<ChunkParquet.Conf> hadoopConf() {
        if (hadoopConf == null) {
            hadoopConf = JavaSparkContext.fromSparkContext(spark.sparkContext())
                    .broadcast(new ChunkParquet.Conf(spark.sparkContext().hadoopConfiguration()));
        }
        return hadoopConf;
    }

    /**
     * Reads a level's dataset as one chunk per key range of {@code partitioner} (partition {@code p}
     * holds range {@code p}; an empty chunk where the range holds no position), whatever the
     * partitioning it was written with.
     */
    JavaRDD<KeyChunk> read(String pass, int level, KeyRangePartitioner partitioner) {
        return read(pass, level, partitioner, true);
    }

    /** As {@link #read}, with every count zero: only the key column is read. */
    JavaRDD<KeyChunk> readKeys(String pass, int level, KeyRangePartitioner partitioner) {
        return read(pass, level, partitioner, false);
    }

    private JavaRDD<KeyChunk> read(String pass, int level, KeyRangePartitioner partitioner, boolean withCounts) {
        Dataset<Row> dataset = spark.read().schema(SCHEMA).parquet(dataset(pass, level).toString());
        long[] zero = {0};
        JavaPairRDD<Integer, KeyChunk> pieces = (withCounts ? dataset : dataset.select("key")).javaRDD()
                .mapPartitionsToPair(rows -> {
                    // a read partition may hold several files (ranges) in any order: one builder per range
                    Map<Integer, KeyChunkBuilder> ranges = new TreeMap<>();
                    rows.forEachRemaining(row -> {
                        long key = row.getLong(0);
                        ranges.computeIfAbsent(partitioner.partitionOf(key), p -> new KeyChunkBuilder())
                                .add(key, withCounts ? Counts.fromBytes((byte[]) row.get(1)) : zero);
                    });
                    return ranges.entrySet().stream().map(e -> new Tuple2<>(e.getKey(), e.getValue().build())).iterator();
                });
        return ChunkShuffle.sumByRange(pieces, partitioner);
    }

    /** A level's keys, ascending, collected to the driver. */
    long[] keys(String pass, int level) {
        return spark.read().schema(SCHEMA).parquet(dataset(pass, level).toString()).select("key").javaRDD()
                .map(row -> row.getLong(0)).collect().stream().mapToLong(Long::longValue).sorted().toArray();
    }

    /** For each of {@code keys}, whether the level holds it (negative keys never). */
    boolean[] contains(String pass, int level, long[] keys) {
        Object[] wanted = java.util.Arrays.stream(keys).filter(k -> k >= 0).boxed().toArray();
        List<Row> found = spark.read().schema(SCHEMA).parquet(dataset(pass, level).toString())
                .filter(functions.col("key").isin(wanted)).select("key").collectAsList();
        Set<Long> present = new HashSet<>();
        found.forEach(row -> present.add(row.getLong(0)));
        boolean[] out = new boolean[keys.length];
        for (int i = 0; i < keys.length; i++) {
            out[i] = present.contains(keys[i]);
        }
        return out;
    }

    /** The record {@code kind} ({@code stats}, {@code figures}) of a level, or {@code null} when it was never written. */
    String record(String pass, int level, String kind) throws IOException {
        String text = TextFiles.read(fs, recordPath(pass, level, kind));
        return text == null ? null : text.strip();
    }

    /** Writes a record whole (see {@link TextFiles#write}). */
    void putRecord(String pass, int level, String kind, String text) throws IOException {
        TextFiles.write(fs, recordPath(pass, level, kind), text + "\n");
    }

    private Path recordPath(String pass, int level, String kind) {
        return new Path(levels, LevelFiles.fileName(pass, level, kind));
    }

    /** Removes every level and record (a fresh start). */
    void clear() throws IOException {
        fs.delete(levels, true);
    }
}
