package org.pegatlas.cluster;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.hadoop.util.HadoopOutputFile;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Types;

/**
 * Writes key chunks as Parquet files of {@link LevelStore}'s schema straight from their arrays:
 * no {@code Row} per position and no conversion to Spark's internal rows, which took about a
 * twentieth of the French centre game's samples. Zstandard as Spark's writer was set to; no
 * dictionary for the keys (each is unique in a level, so the dictionary was always abandoned), no
 * statistics for the counts (nothing filters on them). Spark, pandas or any Parquet reader read the
 * files as Spark's own.
 *
 * <p>A file is written under a hidden temporary name (readers skip names starting with {@code .})
 * and renamed into place, so a failed or repeated task leaves no partial file that a reader takes.
 */
final class ChunkParquet {
    /** The columns: {@code key} (required int64), {@code count} (required binary). */
    static final MessageType SCHEMA = Types.buildMessage()
            .required(PrimitiveTypeName.INT64).named("key")
            .required(PrimitiveTypeName.BINARY).named("count")
            .named("spark_schema");

    private ChunkParquet() {
    }

    /**
     * Writes {@code chunk} as the file {@code name} in {@code directory}, replacing one of that name.
     *
     * @param chunk the positions, keys ascending (an empty chunk gives a file with no rows)
     */
    static void write(KeyChunk chunk, Path directory, String name, Configuration conf, int attempt) throws IOException {
        Path target = new Path(directory, name);
        Path temporary = new Path(directory, "." + name + "." + attempt + ".tmp");
        FileSystem fs = target.getFileSystem(conf);
        Row row = new Row(chunk);
        try (ParquetWriter<Row> writer = new Builder(HadoopOutputFile.fromPath(temporary, conf)).withConf(conf)
                .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
                .withCompressionCodec(CompressionCodecName.ZSTD)
                .withDictionaryEncoding("key", false)
                .withStatisticsEnabled("count", false)
                .withSizeStatisticsEnabled(false)
                .build()) {
            for (int i = 0; i < chunk.size(); i++) {
                row.index = i;
                writer.write(row);
            }
        }
        fs.delete(target, false);
        if (!fs.rename(temporary, target)) {
            throw new IOException("could not rename " + temporary + " to " + target);
        }
    }

    /** The position of a chunk being written: one object moved along the chunk, not one per row. */
    private static final class Row {
        private final KeyChunk chunk;
        private final byte[] bytes;
        private int index;

        Row(KeyChunk chunk) {
            this.chunk = chunk;
            this.bytes = new byte[8 * chunk.limbs() + 1];
        }
    }

    private static final class Builder extends ParquetWriter.Builder<Row, Builder> {
        Builder(HadoopOutputFile file) {
            super(file);
        }

        @Override
        protected Builder self() {
            return this;
        }

        @Override
        protected WriteSupport<Row> getWriteSupport(Configuration conf) {
            return new RowWriter();
        }

        @Override
        protected WriteSupport<Row> getWriteSupport(ParquetConfiguration conf) {
            return new RowWriter();
        }
    }

    /** One row a message: the key, then the count as {@link Counts#toBytes} gives it. */
    private static final class RowWriter extends WriteSupport<Row> {
        private RecordConsumer consumer;

        @Override
        public WriteContext init(Configuration configuration) {
            return new WriteContext(SCHEMA, Map.of());
        }

        @Override
        public WriteContext init(ParquetConfiguration configuration) {
            return new WriteContext(SCHEMA, Map.of());
        }

        @Override
        public void prepareForWrite(RecordConsumer recordConsumer) {
            this.consumer = recordConsumer;
        }

        @Override
        public void write(Row row) {
            KeyChunk chunk = row.chunk;
            int limbs = chunk.limbs();
            int length = Counts.toBytes(chunk.counts(), row.index * limbs, limbs, row.bytes);
            consumer.startMessage();
            consumer.startField("key", 0);
            consumer.addLong(chunk.keys()[row.index]);
            consumer.endField("key", 0);
            consumer.startField("count", 1);
            consumer.addBinary(Binary.fromReusedByteArray(row.bytes, 0, length));
            consumer.endField("count", 1);
            consumer.endMessage();
        }
    }

    /** A Hadoop configuration that goes to the executors with a task (Hadoop's own is not serializable). */
    static final class Conf implements Serializable {
        private static final long serialVersionUID = 1L;
        private transient Configuration conf;

        Conf(Configuration conf) {
            this.conf = conf;
        }

        Configuration get() {
            return conf;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            conf.write(out);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            conf = new Configuration(false);
            conf.readFields(in);
        }
    }
}
