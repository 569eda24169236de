package pz.data;

import static org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName.BINARY;
import static org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName.DOUBLE;
import static org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName.FLOAT;
import static org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName.INT32;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.MessageColumnIO;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.io.api.RecordMaterializer;
import org.apache.parquet.schema.MessageType;

/**
 * Reads one record file (a {@code games.parquet} or {@code positions.parquet}) through Parquet-Java's
 * {@link LocalInputFile}, with no Hadoop file system. Every problem with the file (truncated, not
 * Parquet, not ours, an unknown schema version, a damaged footer or page) becomes a
 * {@link CorruptRecordException} naming the file; a missing file or an I/O failure stays an
 * {@link IOException}.
 *
 * <p>Damage is found before Parquet decodes anything: {@link #inspect} checks the footer's checksum,
 * the readers that of the whole file ({@link RecordChecksums}), so a damaged file delivers no rows.
 * Files written before those checksums are read unverified except for their page checksums.
 * Stateless; thread-safe.
 */
public final class RecordFile {
    static {
        ParquetQuiet.apply();
    }


    /**
     * What a file's footer says.
     *
     * @param file          the file
     * @param table         {@link RecordSchema#GAMES} or {@link RecordSchema#POSITIONS}
     * @param schemaVersion the schema version it was written with
     * @param rows          number of rows
     * @param specs         the game specs it holds, comma separated
     * @param codec         compression codec of its first column chunk
     * @param bytes         file size
     * @param metadata      the whole key-value metadata
     * @param checksummed   whether the file carries our checksums (false: written before them, read unverified)
     */
    public record Info(Path file, String table, int schemaVersion, long rows, String specs, String codec, long bytes,
                       Map<String, String> metadata, boolean checksummed) {
    }

    private RecordFile() {
    }

    /** Reads and checks the footer only. */
    public static Info inspect(Path file) throws IOException {
        boolean checksummed = verify(file, false);
        try (ParquetFileReader r = open(file)) {
            return check(file, r, null, checksummed);
        }
    }

    /** Reads every game of a {@code games} file in order; returns how many. */
    public static long readGames(Path file, Consumer<GameRecord> sink) throws IOException {
        return read(file, RecordSchema.GAMES, RecordSchema.GAMES_SCHEMA, GamesMaterializer::new, sink);
    }

    /** Reads every position of a {@code positions} file in order, all columns; returns how many. */
    public static long readPositions(Path file, Consumer<PositionRecord> sink) throws IOException {
        return readPositions(file, RecordSchema.POSITIONS_SCHEMA, sink);
    }

    /**
     * Reads positions decoding only the columns of {@code projection} (a subset of
     * {@link RecordSchema#POSITIONS_SCHEMA}, such as {@link RecordSchema#POSITIONS_TRAINING_PROJECTION});
     * the other fields of the records are 0, null or empty.
     */
    public static long readPositions(Path file, MessageType projection, Consumer<PositionRecord> sink) throws IOException {
        return read(file, RecordSchema.POSITIONS, projection, PositionsMaterializer::new, sink);
    }

    private static <T> long read(Path file, String table, MessageType projection,
                                 java.util.function.Function<MessageType, Materializer<T>> factory,
                                 Consumer<T> sink) throws IOException {
        boolean checksummed = verify(file, true);
        try (ParquetFileReader r = open(file)) {
            check(file, r, table, checksummed);
            MessageType fileSchema = r.getFooter().getFileMetaData().getSchema();
            MessageColumnIO io;
            Materializer<T> m;
            try {
                MessageType present = RecordSchema.presentIn(projection, fileSchema);
                r.setRequestedSchema(present);
                io = new ColumnIOFactory().getColumnIO(present, fileSchema);
                m = factory.apply(present);
            } catch (RuntimeException e) {
                throw new CorruptRecordException(file, "columns do not match the " + table + " schema: " + e.getMessage(), e);
            }
            long n = 0;
            while (true) {
                PageReadStore pages;
                try {
                    pages = r.readNextRowGroup();
                } catch (IOException | RuntimeException e) {
                    throw damaged(file, e);
                }
                if (pages == null) {
                    return n;
                }
                RecordReader<T> rr;
                try {
                    rr = io.getRecordReader(pages, m); // reads the first page of every column
                } catch (RuntimeException e) {
                    throw damaged(file, e);
                }
                for (long i = 0, rows = pages.getRowCount(); i < rows; i++) {
                    T row;
                    try {
                        row = rr.read();
                    } catch (RuntimeException e) {
                        throw damaged(file, e);
                    }
                    sink.accept(row); // the sink's own exceptions pass through unchanged
                }
                n += pages.getRowCount();
            }
        }
    }

    /**
     * Parquet reports damage as assorted IOExceptions and RuntimeExceptions (ParquetDecodingException,
     * checksum mismatches, EOF): all of them mean the file's content is bad.
     */
    private static CorruptRecordException damaged(Path file, Exception e) {
        return new CorruptRecordException(file, "damaged data: " + e, e);
    }

    /** Whether the file carries checksums, which match (else it is reported damaged); the data's too with {@code wholeFile}. */
    private static boolean verify(Path file, boolean wholeFile) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new NoSuchFileException(file.toString());
        }
        return RecordChecksums.verify(file, wholeFile) == RecordChecksums.Seal.VERIFIED;
    }

    /** Opens a file that {@link #verify} accepted. */
    private static ParquetFileReader open(Path file) throws IOException {
        ParquetReadOptions options = ParquetReadOptions.builder(new PlainParquetConfiguration())
                .usePageChecksumVerification(true)
                .build();
        try {
            return ParquetFileReader.open(new LocalInputFile(file), options);
        } catch (IOException | RuntimeException e) {
            long size = Files.size(file);
            // Parquet names the file by the InputFile's toString (an object id): drop it, ours is in front.
            String why = String.valueOf(e.getMessage()).replaceAll("\\S*LocalInputFile@\\S+\\s*", "");
            throw new CorruptRecordException(file, "not a readable Parquet file (truncated or foreign, " + size
                    + " bytes): " + why, e);
        }
    }

    private static Info check(Path file, ParquetFileReader r, String expectedTable, boolean checksummed)
            throws IOException {
        try {
            return checkFooter(file, r, expectedTable, checksummed);
        } catch (CorruptRecordException e) {
            throw e;
        } catch (RuntimeException e) {
            // only in a file without checksums: a damaged footer that Parquet parsed into nonsense (null values...)
            throw new CorruptRecordException(file, "damaged footer: " + e, e);
        }
    }

    private static Info checkFooter(Path file, ParquetFileReader r, String expectedTable, boolean checksummed)
            throws IOException {
        Map<String, String> kv = r.getFooter().getFileMetaData().getKeyValueMetaData();
        String version = kv.get(RecordSchema.KEY_VERSION);
        String table = kv.get(RecordSchema.KEY_TABLE);
        if (version == null || table == null) {
            throw new CorruptRecordException(file, "a Parquet file but not a pz record file (no "
                    + RecordSchema.KEY_VERSION + " or " + RecordSchema.KEY_TABLE + " in its metadata)");
        }
        int v;
        try {
            v = Integer.parseInt(version.strip());
        } catch (NumberFormatException e) {
            throw new CorruptRecordException(file, "bad " + RecordSchema.KEY_VERSION + " '" + version + "'");
        }
        if (v < RecordSchema.MIN_READABLE_VERSION || v > RecordSchema.VERSION) {
            throw new CorruptRecordException(file, "schema version " + v + " is not readable by this build (it reads "
                    + RecordSchema.MIN_READABLE_VERSION + ".." + RecordSchema.VERSION + ")");
        }
        if (expectedTable != null && !expectedTable.equals(table)) {
            throw new CorruptRecordException(file, "holds the '" + table + "' table, expected '" + expectedTable + "'");
        }
        if (!table.equals(RecordSchema.GAMES) && !table.equals(RecordSchema.POSITIONS)) {
            throw new CorruptRecordException(file, "unknown table '" + table + "'");
        }
        String codec = "";
        for (BlockMetaData b : r.getFooter().getBlocks()) {
            if (!b.getColumns().isEmpty()) {
                codec = b.getColumns().get(0).getCodec().name();
                break;
            }
        }
        return new Info(file, table, v, r.getRecordCount(), kv.getOrDefault(RecordSchema.KEY_SPECS, ""), codec,
                Files.size(file), Map.copyOf(kv), checksummed);
    }

    /** A materializer over a {@link RowConverter}. */
    private abstract static class Materializer<T> extends RecordMaterializer<T> {
        final RowConverter row;

        Materializer(MessageType requested) {
            row = new RowConverter(requested);
        }

        @Override
        public GroupConverter getRootConverter() {
            return row;
        }
    }

    private static final class GamesMaterializer extends Materializer<GameRecord> {
        private final RowConverter.StringValue gameId = row.stringColumn("game_id");
        private final RowConverter.StringValue spec = row.stringColumn("spec");
        private final RowConverter.ListColumn players = row.listColumn("players", BINARY);
        private final RowConverter.ListColumn models = row.listColumn("models", BINARY);
        private final RowConverter.LongValue seed = row.longColumn("seed");
        private final RowConverter.ListColumn actions = row.listColumn("actions", BINARY);
        private final RowConverter.ListColumn returns = row.listColumn("returns", DOUBLE);
        private final RowConverter.IntValue turns = row.intColumn("turns");
        private final RowConverter.LongValue start = row.longColumn("start_time");
        private final RowConverter.LongValue end = row.longColumn("end_time");
        private final RowConverter.StringValue worker = row.stringColumn("worker");
        private final RowConverter.StringValue endReason = row.stringColumn("end_reason");

        GamesMaterializer(MessageType requested) {
            super(requested);
        }

        @Override
        public GameRecord getCurrentRecord() {
            return new GameRecord(gameId.value, spec.value, players.strings(), models.strings(), seed.value,
                    actions.strings(), returns.doubles(), turns.value, Instant.ofEpochMilli(start.value),
                    Instant.ofEpochMilli(end.value), worker.value, endReason.value);
        }
    }

    private static final class PositionsMaterializer extends Materializer<PositionRecord> {
        private final RowConverter.StringValue gameId = row.stringColumn("game_id");
        private final RowConverter.StringValue spec = row.stringColumn("spec");
        private final RowConverter.IntValue ply = row.intColumn("ply");
        private final RowConverter.IntValue turn = row.intColumn("turn");
        private final RowConverter.IntValue player = row.intColumn("player");
        private final RowConverter.StringValue position = row.stringColumn("position");
        private final RowConverter.IntValue action = row.intColumn("action");
        private final RowConverter.ListColumn policyActions = row.listColumn("policy_actions", INT32);
        private final RowConverter.ListColumn policy = row.listColumn("policy", FLOAT);
        private final RowConverter.IntValue visits = row.intColumn("visits");
        private final RowConverter.FloatValue policyWeight = row.floatColumn("policy_weight");
        private final RowConverter.ListColumn value = row.listColumn("value", FLOAT);
        private final RowConverter.ListColumn returns = row.listColumn("returns", FLOAT);
        private final RowConverter.ListColumn owners = row.listColumn("owners", INT32);

        PositionsMaterializer(MessageType requested) {
            super(requested);
        }

        /** No owners recorded (an empty list, or a file from before the column) is null. */
        private static int[] ownersOrNull(int[] owners) {
            return owners.length == 0 ? null : owners;
        }

        @Override
        public PositionRecord getCurrentRecord() {
            return new PositionRecord(gameId.value, spec.value, ply.value, turn.value, player.value,
                    position.value == null ? "" : position.value, action.value, policyActions.ints(),
                    policy.floats(), visits.value, policyWeight.value, value.floats(), returns.floats(),
                    ownersOrNull(owners.ints()));
        }
    }
}
