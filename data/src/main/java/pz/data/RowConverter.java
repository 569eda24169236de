package pz.data;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.parquet.column.Dictionary;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.io.api.PrimitiveConverter;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;

/**
 * Assembles one Parquet row of a record table into reusable per-column holders, built from the
 * requested (possibly projected) schema: a materializer looks its columns up once by name and reads
 * them after each row. Columns missing from the projection get inert holders with default values.
 *
 * <p>Performance note: string columns decode each dictionary entry once, so a column like
 * {@code spec} costs one String per file rather than one per row; list holders grow once and are
 * reused. Not thread-safe: one per reader.
 */
final class RowConverter extends GroupConverter {
    private final Converter[] byIndex;
    private final Map<String, Converter> byName = new HashMap<>();
    private final Holder[] holders;

    RowConverter(MessageType requested) {
        byIndex = new Converter[requested.getFieldCount()];
        holders = new Holder[byIndex.length];
        for (int i = 0; i < byIndex.length; i++) {
            Type t = requested.getType(i);
            Converter c = create(t);
            byIndex[i] = c;
            holders[i] = (Holder) c;
            byName.put(t.getName(), c);
        }
    }

    private static Converter create(Type t) {
        if (t.isPrimitive()) {
            return primitive(t.asPrimitiveType());
        }
        GroupType g = t.asGroupType();
        if (!(g.getLogicalTypeAnnotation() instanceof LogicalTypeAnnotation.ListLogicalTypeAnnotation)) {
            throw new IllegalArgumentException("unexpected group column " + t);
        }
        return new ListColumn(g.getType(0).asGroupType().getType(0).asPrimitiveType().getPrimitiveTypeName());
    }

    private static Converter primitive(PrimitiveType t) {
        return switch (t.getPrimitiveTypeName()) {
            case INT32 -> new IntValue();
            case INT64 -> new LongValue();
            case FLOAT -> new FloatValue();
            case BINARY -> new StringValue();
            default -> throw new IllegalArgumentException("unexpected column type " + t);
        };
    }

    @Override
    public Converter getConverter(int fieldIndex) {
        return byIndex[fieldIndex];
    }

    @Override
    public void start() {
        for (Holder h : holders) {
            h.reset();
        }
    }

    @Override
    public void end() {
    }

    @SuppressWarnings("unchecked")
    private <C> C get(String name, C absent) {
        Converter c = byName.get(name);
        return c == null ? absent : (C) c;
    }

    IntValue intColumn(String name) {
        return get(name, new IntValue());
    }

    LongValue longColumn(String name) {
        return get(name, new LongValue());
    }

    FloatValue floatColumn(String name) {
        return get(name, new FloatValue());
    }

    StringValue stringColumn(String name) {
        return get(name, new StringValue());
    }

    /** The LIST column {@code name}, whose elements are of type {@code element}. */
    ListColumn listColumn(String name, PrimitiveTypeName element) {
        return get(name, new ListColumn(element));
    }

    /** Per-row reset of a column holder. */
    interface Holder {
        void reset();
    }

    static final class IntValue extends PrimitiveConverter implements Holder {
        int value;

        @Override
        public void addInt(int v) {
            value = v;
        }

        @Override
        public void reset() {
            value = 0;
        }
    }

    static final class LongValue extends PrimitiveConverter implements Holder {
        long value;

        @Override
        public void addLong(long v) {
            value = v;
        }

        @Override
        public void reset() {
            value = 0;
        }
    }

    static final class FloatValue extends PrimitiveConverter implements Holder {
        float value;

        @Override
        public void addFloat(float v) {
            value = v;
        }

        @Override
        public void reset() {
            value = 0;
        }
    }

    static final class StringValue extends PrimitiveConverter implements Holder {
        String value;
        private String[] dictionary;

        @Override
        public boolean hasDictionarySupport() {
            return true;
        }

        @Override
        public void setDictionary(Dictionary d) {
            dictionary = decode(d);
        }

        @Override
        public void addValueFromDictionary(int id) {
            value = dictionary[id];
        }

        @Override
        public void addBinary(Binary v) {
            value = v.toStringUsingUTF8();
        }

        @Override
        public void reset() {
            value = null;
        }
    }

    /** Every entry of a string column's dictionary, decoded once per column chunk. */
    private static String[] decode(Dictionary d) {
        String[] strings = new String[d.getMaxId() + 1];
        for (int i = 0; i < strings.length; i++) {
            strings[i] = d.decodeToBinary(i).toStringUsingUTF8();
        }
        return strings;
    }

    /**
     * A LIST column (the outer group, whose single repeated child holds one element each) of int32,
     * float, double or string elements. A row's elements go into the one array of the column's type,
     * which grows by doubling and is reused by the next row; the accessor of that type copies them out.
     */
    static final class ListColumn extends GroupConverter implements Holder {
        private final PrimitiveTypeName type;
        private int size;
        private int capacity = 16;
        private int[] ints;
        private float[] floats;
        private double[] doubles;
        private String[] strings;
        private final PrimitiveConverter element = new PrimitiveConverter() {
            private String[] dictionary;

            @Override
            public boolean hasDictionarySupport() {
                return strings != null;
            }

            @Override
            public void setDictionary(Dictionary d) {
                dictionary = decode(d);
            }

            @Override
            public void addInt(int v) {
                room();
                ints[size++] = v;
            }

            @Override
            public void addFloat(float v) {
                room();
                floats[size++] = v;
            }

            @Override
            public void addDouble(double v) {
                room();
                doubles[size++] = v;
            }

            @Override
            public void addBinary(Binary v) {
                room();
                strings[size++] = v.toStringUsingUTF8();
            }

            @Override
            public void addValueFromDictionary(int id) {
                room();
                strings[size++] = dictionary[id];
            }
        };
        private final GroupConverter repeated = new GroupConverter() {
            @Override
            public Converter getConverter(int fieldIndex) {
                return element;
            }

            @Override
            public void start() {
            }

            @Override
            public void end() {
            }
        };

        ListColumn(PrimitiveTypeName type) {
            this.type = type;
            switch (type) {
                case INT32 -> ints = new int[capacity];
                case FLOAT -> floats = new float[capacity];
                case DOUBLE -> doubles = new double[capacity];
                case BINARY -> strings = new String[capacity];
                default -> throw new IllegalArgumentException("unexpected list element type " + type);
            }
        }

        /** Makes room for one more element in the array of the column's type. */
        private void room() {
            if (size < capacity) {
                return;
            }
            capacity *= 2;
            switch (type) {
                case INT32 -> ints = Arrays.copyOf(ints, capacity);
                case FLOAT -> floats = Arrays.copyOf(floats, capacity);
                case DOUBLE -> doubles = Arrays.copyOf(doubles, capacity);
                default -> strings = Arrays.copyOf(strings, capacity);
            }
        }

        int[] ints() {
            return Arrays.copyOf(ints, size);
        }

        float[] floats() {
            return Arrays.copyOf(floats, size);
        }

        double[] doubles() {
            return Arrays.copyOf(doubles, size);
        }

        List<String> strings() {
            return List.of(Arrays.copyOf(strings, size));
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            return repeated;
        }

        @Override
        public void start() {
            size = 0;
        }

        @Override
        public void end() {
        }

        @Override
        public void reset() {
            size = 0;
        }
    }
}
