package pz.data;

import java.util.Arrays;
import java.util.HashMap;
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
        PrimitiveType element = g.getType(0).asGroupType().getType(0).asPrimitiveType();
        return switch (element.getPrimitiveTypeName()) {
            case INT32 -> new Ints();
            case FLOAT -> new Floats();
            case DOUBLE -> new Doubles();
            case BINARY -> new Strings();
            default -> throw new IllegalArgumentException("unexpected list element " + element);
        };
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

    Ints intsColumn(String name) {
        return get(name, new Ints());
    }

    Floats floatsColumn(String name) {
        return get(name, new Floats());
    }

    Doubles doublesColumn(String name) {
        return get(name, new Doubles());
    }

    Strings stringsColumn(String name) {
        return get(name, new Strings());
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
            dictionary = new String[d.getMaxId() + 1];
            for (int i = 0; i < dictionary.length; i++) {
                dictionary[i] = d.decodeToBinary(i).toStringUsingUTF8();
            }
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

    /** A LIST column: the outer group, whose single repeated child holds one element each. */
    abstract static class ListHolder extends GroupConverter implements Holder {
        int size;
        boolean present;
        private final GroupConverter repeated = new GroupConverter() {
            @Override
            public Converter getConverter(int fieldIndex) {
                return element();
            }

            @Override
            public void start() {
            }

            @Override
            public void end() {
            }
        };

        abstract PrimitiveConverter element();

        @Override
        public Converter getConverter(int fieldIndex) {
            return repeated;
        }

        @Override
        public void start() {
            size = 0;
            present = true;
        }

        @Override
        public void end() {
        }

        @Override
        public void reset() {
            size = 0;
            present = false;
        }
    }

    static final class Ints extends ListHolder {
        int[] values = new int[16];
        private final PrimitiveConverter element = new PrimitiveConverter() {
            @Override
            public void addInt(int v) {
                if (size == values.length) {
                    values = Arrays.copyOf(values, size * 2);
                }
                values[size++] = v;
            }
        };

        @Override
        PrimitiveConverter element() {
            return element;
        }

        int[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }

    static final class Floats extends ListHolder {
        float[] values = new float[16];
        private final PrimitiveConverter element = new PrimitiveConverter() {
            @Override
            public void addFloat(float v) {
                if (size == values.length) {
                    values = Arrays.copyOf(values, size * 2);
                }
                values[size++] = v;
            }
        };

        @Override
        PrimitiveConverter element() {
            return element;
        }

        float[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }

    static final class Doubles extends ListHolder {
        double[] values = new double[8];
        private final PrimitiveConverter element = new PrimitiveConverter() {
            @Override
            public void addDouble(double v) {
                if (size == values.length) {
                    values = Arrays.copyOf(values, size * 2);
                }
                values[size++] = v;
            }
        };

        @Override
        PrimitiveConverter element() {
            return element;
        }

        double[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }

    static final class Strings extends ListHolder {
        String[] values = new String[16];
        private final PrimitiveConverter element = new PrimitiveConverter() {
            private String[] dictionary;

            @Override
            public boolean hasDictionarySupport() {
                return true;
            }

            @Override
            public void setDictionary(Dictionary d) {
                dictionary = new String[d.getMaxId() + 1];
                for (int i = 0; i < dictionary.length; i++) {
                    dictionary[i] = d.decodeToBinary(i).toStringUsingUTF8();
                }
            }

            @Override
            public void addValueFromDictionary(int id) {
                add(dictionary[id]);
            }

            @Override
            public void addBinary(Binary v) {
                add(v.toStringUsingUTF8());
            }
        };

        private void add(String s) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = s;
        }

        @Override
        PrimitiveConverter element() {
            return element;
        }

        java.util.List<String> toList() {
            return java.util.List.of(Arrays.copyOf(values, size));
        }
    }
}
