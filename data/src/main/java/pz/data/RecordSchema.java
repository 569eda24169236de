package pz.data;

import static org.apache.parquet.schema.LogicalTypeAnnotation.listType;
import static org.apache.parquet.schema.LogicalTypeAnnotation.stringType;
import static org.apache.parquet.schema.LogicalTypeAnnotation.timestampType;
import static org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName.BINARY;
import static org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName.DOUBLE;
import static org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName.FLOAT;
import static org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName.INT32;
import static org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName.INT64;

import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;

/**
 * The versioned Parquet schemas of game records: the {@code games} table (one row per game) and the
 * {@code positions} table (one row per decision). README.md documents every column; this class is
 * the single source of truth for their names, types and order.
 *
 * <p>Versioning: {@link #VERSION} is written both as the {@code schema_version} column of every row
 * and as the file's key-value metadata {@link #KEY_VERSION}. A reader accepts versions
 * {@link #MIN_READABLE_VERSION}..{@link #VERSION}; a change that renames or retypes a column bumps
 * the version, and adding a nullable column at the end does not need to.
 *
 * <p>Lists use the standard three-level LIST layout ({@code optional group x (LIST) { repeated group
 * list { required T element; } }}) so that Spark, DuckDB and pyarrow read them as arrays.
 * Immutable constants only; thread-safe.
 */
public final class RecordSchema {
    /** The schema version this code writes. */
    public static final int VERSION = 1;
    /** The oldest schema version this code reads. */
    public static final int MIN_READABLE_VERSION = 1;

    /** Key-value metadata: the schema version (decimal). */
    public static final String KEY_VERSION = "pz.schema_version";
    /** Key-value metadata: which table, {@link #GAMES} or {@link #POSITIONS}. */
    public static final String KEY_TABLE = "pz.table";
    /** Key-value metadata: the specs of the games in the file, comma separated. */
    public static final String KEY_SPECS = "pz.specs";
    /** Key-value metadata: the writer's worker name. */
    public static final String KEY_WORKER = "pz.worker";
    /**
     * Key-value metadata: the {@link pz.engine.Game#encodingVersion()} of the file's games, under which
     * the ids in {@code action} and {@code policy_actions} are valid ({@code SPEC=VERSION} pairs, comma
     * separated, if its specs have different versions; empty in a file without rows).
     */
    public static final String KEY_ENCODING = "pz.encoding_version";
    /** Key-value metadata: CRC-32C of the bytes before the footer, 8 hex digits (see {@link RecordChecksums}). */
    public static final String KEY_DATA_CRC = "pz.data_crc32c";
    /** Key-value metadata: CRC-32C of the footer with these 8 hex digits as zeros (see {@link RecordChecksums}). */
    public static final String KEY_FOOTER_CRC = "pz.footer_crc32c";

    /** Table name of the per-game file. */
    public static final String GAMES = "games";
    /** Table name of the per-position file. */
    public static final String POSITIONS = "positions";

    /** The games table, schema version 1. */
    public static final MessageType GAMES_SCHEMA = Types.buildMessage()
            .required(INT32).named("schema_version")
            .required(BINARY).as(stringType()).named("game_id")
            .required(BINARY).as(stringType()).named("spec")
            .required(INT32).named("num_players")
            .addField(list("players", BINARY, stringType()))
            .addField(list("models", BINARY, stringType()))
            .required(INT64).named("seed")
            .addField(list("actions", BINARY, stringType()))
            .addField(list("returns", DOUBLE, null))
            .required(INT32).named("length")
            .required(INT32).named("turns")
            .required(INT64).as(timestampType(true, LogicalTypeAnnotation.TimeUnit.MILLIS)).named("start_time")
            .required(INT64).as(timestampType(true, LogicalTypeAnnotation.TimeUnit.MILLIS)).named("end_time")
            .required(BINARY).as(stringType()).named("worker")
            .optional(BINARY).as(stringType()).named("end_reason")
            .named("pz_games");

    /** The positions table, schema version 1. */
    public static final MessageType POSITIONS_SCHEMA = Types.buildMessage()
            .required(INT32).named("schema_version")
            .required(BINARY).as(stringType()).named("game_id")
            .required(BINARY).as(stringType()).named("spec")
            .required(INT32).named("ply")
            .required(INT32).named("turn")
            .required(INT32).named("player")
            .required(BINARY).as(stringType()).named("position")
            .required(INT32).named("action")
            .addField(list("policy_actions", INT32, null))
            .addField(list("policy", FLOAT, null))
            .required(INT32).named("visits")
            .required(FLOAT).named("policy_weight")
            .addField(list("value", FLOAT, null))
            .addField(list("returns", FLOAT, null))
            .addField(list("owners", INT32, null))
            .named("pz_positions");

    /** Columns the replay window needs (a projection: the others are not decoded). */
    public static final MessageType POSITIONS_TRAINING_PROJECTION = project(POSITIONS_SCHEMA,
            "spec", "ply", "player", "position", "policy_actions", "policy", "policy_weight", "value", "returns", "owners");

    private RecordSchema() {
    }

    /** The schema of a table by name. */
    public static MessageType schema(String table) {
        return switch (table) {
            case GAMES -> GAMES_SCHEMA;
            case POSITIONS -> POSITIONS_SCHEMA;
            default -> throw new IllegalArgumentException("unknown table " + table);
        };
    }

    private static GroupType list(String name, PrimitiveTypeName type, LogicalTypeAnnotation logical) {
        Types.PrimitiveBuilder<org.apache.parquet.schema.PrimitiveType> element = Types.required(type);
        if (logical != null) {
            element = element.as(logical);
        }
        return Types.optionalGroup().as(listType())
                .addField(Types.repeatedGroup().addField(element.named("element")).named("list"))
                .named(name);
    }

    /**
     * {@code projection} without the columns {@code file} lacks: nullable columns added at the end (such as
     * {@code owners}) read as empty from files written before them.
     */
    static MessageType presentIn(MessageType projection, MessageType file) {
        Types.MessageTypeBuilder b = Types.buildMessage();
        for (Type t : projection.getFields()) {
            if (file.containsField(t.getName())) {
                b.addField(t);
            }
        }
        return b.named(projection.getName());
    }

    static MessageType project(MessageType schema, String... columns) {
        Types.MessageTypeBuilder b = Types.buildMessage();
        for (String c : columns) {
            Type t = schema.getType(c);
            b.addField(t);
        }
        return b.named(schema.getName());
    }
}
