package pz.data;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.function.ToIntFunction;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.MessageType;
import pz.engine.Game;
import pz.engine.GameRegistry;

/**
 * Turns {@link GameRecord}s or {@link PositionRecord}s into Parquet records (the low-level
 * {@link RecordConsumer} API: no intermediate objects), and stamps the file's key-value metadata,
 * among it the encoding version of the games written ({@link Game#encodingVersion()}).
 *
 * <p>A row's fields are written in the column order of {@link RecordSchema}, which gives their names
 * and indexes: {@code int32}, {@code int64}, {@code float32}, {@code string} and {@code list} each
 * fill the next column, and {@link #endRow} checks that the row filled them all. Not thread-safe:
 * one per Parquet writer.
 *
 * @param <T> the record type
 */
abstract class RecordWriteSupport<T> extends WriteSupport<T> {
    private final String table;
    private final Map<String, String> metadata;
    /** The specs of the rows written, each with its game's encoding version. */
    private final TreeMap<String, String> specs = new TreeMap<>();
    /** Column names by index, from {@link RecordSchema}: the fields of a row fill them in order. */
    private final String[] names;
    private final String[] cachedText;
    private final Binary[] cachedBinary;
    private int column;
    private RecordConsumer rc;

    RecordWriteSupport(String table, Map<String, String> metadata) {
        this.table = table;
        this.metadata = metadata;
        MessageType schema = RecordSchema.schema(table);
        names = new String[schema.getFieldCount()];
        for (int i = 0; i < names.length; i++) {
            names[i] = schema.getFieldName(i);
        }
        cachedText = new String[names.length];
        cachedBinary = new Binary[names.length];
    }

    @Override
    public WriteContext init(Configuration configuration) {
        return context();
    }

    @Override
    public WriteContext init(ParquetConfiguration configuration) {
        return context();
    }

    private WriteContext context() {
        Map<String, String> m = new HashMap<>(metadata);
        m.put(RecordSchema.KEY_VERSION, Integer.toString(RecordSchema.VERSION));
        m.put(RecordSchema.KEY_TABLE, table);
        return new WriteContext(RecordSchema.schema(table), m);
    }

    @Override
    public String getName() {
        return "pz-data";
    }

    @Override
    public void prepareForWrite(RecordConsumer recordConsumer) {
        this.rc = recordConsumer;
    }

    @Override
    public FinalizedWriteContext finalizeWrite() {
        // The specs are known only once every row is written: the footer is written last. The checksums
        // are placeholders here, filled in once the file is closed (RecordChecksums.seal).
        Map<String, String> m = new HashMap<>(RecordChecksums.placeholders());
        m.put(RecordSchema.KEY_SPECS, String.join(",", specs.keySet()));
        m.put(RecordSchema.KEY_ENCODING, encodingVersion(specs));
        return new FinalizedWriteContext(m);
    }

    /**
     * The file's {@link RecordSchema#KEY_ENCODING}: the {@link Game#encodingVersion()} its specs share,
     * or {@code SPEC=VERSION} pairs (comma separated, in spec order) when they differ.
     */
    static String encodingVersion(SortedMap<String, String> versionBySpec) {
        if (new HashSet<>(versionBySpec.values()).size() <= 1) {
            return versionBySpec.isEmpty() ? "" : versionBySpec.get(versionBySpec.firstKey());
        }
        StringJoiner j = new StringJoiner(",");
        versionBySpec.forEach((spec, version) -> j.add(spec + "=" + version));
        return j.toString();
    }

    private String lastSpec;

    /**
     * Notes a row's spec for the footer, with the encoding version of its game.
     *
     * @throws pz.engine.SpecException if no registered game has this spec
     */
    protected final void noteSpec(String spec) {
        if (spec != lastSpec) { // identity check: rows of one game share the spec string
            specs.computeIfAbsent(spec, s -> GameRegistry.parse(s).encodingVersion());
            lastSpec = spec;
        }
    }

    /** Starts a row: the fields that follow fill the table's columns in schema order. */
    protected final void startRow() {
        rc.startMessage();
        column = 0;
    }

    /** Ends a row; every column of the schema must have been written (or skipped as null). */
    protected final void endRow() {
        if (column != names.length) {
            throw new IllegalStateException(table + " row ended after " + column + " of " + names.length + " columns");
        }
        rc.endMessage();
    }

    private int startField() {
        int i = column++;
        rc.startField(names[i], i);
        return i;
    }

    private void endField(int i) {
        rc.endField(names[i], i);
    }

    protected final void int32(int v) {
        int i = startField();
        rc.addInteger(v);
        endField(i);
    }

    protected final void int64(long v) {
        int i = startField();
        rc.addLong(v);
        endField(i);
    }

    protected final void float32(float v) {
        int i = startField();
        rc.addFloat(v);
        endField(i);
    }

    /** A string column; {@code null} for an absent optional value (the field is not started). */
    protected final void string(String v) {
        if (v == null) {
            column++;
            return;
        }
        int i = startField();
        rc.addBinary(Binary.fromString(v));
        endField(i);
    }

    /**
     * Like {@link #string} for columns whose consecutive rows share one String instance (spec, game
     * id): the UTF-8 bytes are encoded once per run instead of once per row.
     */
    protected final void repeatedString(String v) {
        int i = startField();
        if (cachedText[i] != v) {
            cachedText[i] = v;
            cachedBinary[i] = Binary.fromConstantByteArray(v.getBytes(StandardCharsets.UTF_8));
        }
        rc.addBinary(cachedBinary[i]);
        endField(i);
    }

    /** A LIST column: its elements, each in the three-level layout of {@link RecordSchema}. */
    protected final <A> void list(Elements<A> type, A values) {
        int n = type.size().applyAsInt(values);
        int i = startField();
        rc.startGroup();
        if (n > 0) {
            rc.startField("list", 0);
        }
        for (int k = 0; k < n; k++) {
            rc.startGroup();
            rc.startField("element", 0);
            type.add().add(rc, values, k);
            rc.endField("element", 0);
            rc.endGroup();
        }
        if (n > 0) {
            rc.endField("list", 0);
        }
        rc.endGroup();
        endField(i);
    }

    /** How a list's elements are counted and handed to Parquet, for one array type. */
    record Elements<A>(ToIntFunction<A> size, Adder<A> add) {
        static final Elements<int[]> INT32 = new Elements<>(v -> v.length, (rc, v, k) -> rc.addInteger(v[k]));
        static final Elements<float[]> FLOAT = new Elements<>(v -> v.length, (rc, v, k) -> rc.addFloat(v[k]));
        static final Elements<double[]> DOUBLE = new Elements<>(v -> v.length, (rc, v, k) -> rc.addDouble(v[k]));
        static final Elements<List<String>> STRING = new Elements<>(List::size,
                (rc, v, k) -> rc.addBinary(Binary.fromString(v.get(k))));

        /** Hands element {@code k} of {@code values} to {@code rc}. */
        interface Adder<A> {
            void add(RecordConsumer rc, A values, int k);
        }
    }

    /** Writes {@code games} rows. */
    static final class Games extends RecordWriteSupport<GameRecord> {
        Games(Map<String, String> metadata) {
            super(RecordSchema.GAMES, metadata);
        }

        @Override
        public void write(GameRecord g) {
            noteSpec(g.spec());
            startRow();
            int32(RecordSchema.VERSION);
            string(g.gameId());
            repeatedString(g.spec());
            int32(g.numPlayers());
            list(Elements.STRING, g.players());
            list(Elements.STRING, g.models());
            int64(g.seed());
            list(Elements.STRING, g.actions());
            list(Elements.DOUBLE, g.returns());
            int32(g.length());
            int32(g.turns());
            int64(g.start().toEpochMilli());
            int64(g.end().toEpochMilli());
            string(g.worker());
            string(g.endReason());
            endRow();
        }
    }

    /** Writes {@code positions} rows. */
    static final class Positions extends RecordWriteSupport<PositionRecord> {
        Positions(Map<String, String> metadata) {
            super(RecordSchema.POSITIONS, metadata);
        }

        @Override
        public void write(PositionRecord p) {
            noteSpec(p.spec());
            startRow();
            int32(RecordSchema.VERSION);
            repeatedString(p.gameId());
            repeatedString(p.spec());
            int32(p.ply());
            int32(p.turn());
            int32(p.player());
            string(p.position());
            int32(p.action());
            list(Elements.INT32, p.policyActions());
            list(Elements.FLOAT, p.policy());
            int32(p.visits());
            float32(p.policyWeight());
            list(Elements.FLOAT, p.value());
            list(Elements.FLOAT, p.returns());
            list(Elements.INT32, p.owners() == null ? new int[0] : p.owners());
            endRow();
        }
    }
}
