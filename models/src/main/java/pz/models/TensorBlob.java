package pz.models;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The binary layout of {@code weights.bin} and {@code optimizer.bin} inside a model file: the magic
 * {@code PZT1}, a tensor count, then per tensor its name (UTF-8, length-prefixed), rank, dimensions
 * and float32 values, all big-endian. Stateless.
 */
final class TensorBlob {
    private static final int MAGIC = 0x505A5431; // "PZT1"

    private TensorBlob() {
    }

    /** Tensor data with its shape. */
    record Tensor(long[] shape, float[] data) {
    }

    static byte[] write(Map<String, Tensor> tensors) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(MAGIC);
            out.writeInt(tensors.size());
            for (Map.Entry<String, Tensor> e : tensors.entrySet()) {
                byte[] name = e.getKey().getBytes(StandardCharsets.UTF_8);
                out.writeInt(name.length);
                out.write(name);
                long[] shape = e.getValue().shape();
                out.writeInt(shape.length);
                for (long d : shape) {
                    out.writeLong(d);
                }
                float[] data = e.getValue().data();
                ByteBuffer buf = ByteBuffer.allocate(data.length * 4);
                buf.asFloatBuffer().put(data);
                out.write(buf.array());
            }
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException(e); // in-memory stream
        }
    }

    /**
     * Parses a blob.
     *
     * @throws ModelFileException naming {@code file} and {@code entry} if it is malformed or short
     */
    static Map<String, Tensor> read(byte[] bytes, String file, String entry) {
        ByteBuffer buf = ByteBuffer.wrap(bytes);
        try {
            if (buf.getInt() != MAGIC) {
                throw new ModelFileException("model file " + file + ": " + entry + " is not a tensor table (bad magic)");
            }
            int count = buf.getInt();
            if (count < 0 || count > 100_000) {
                throw new ModelFileException("model file " + file + ": " + entry + " is corrupt (tensor count " + count + ")");
            }
            Map<String, Tensor> m = new LinkedHashMap<>();
            for (int t = 0; t < count; t++) {
                int nameLen = buf.getInt();
                if (nameLen < 0 || nameLen > 1000) {
                    throw new ModelFileException("model file " + file + ": " + entry + " is corrupt (name length " + nameLen + ")");
                }
                byte[] name = new byte[nameLen];
                buf.get(name);
                int rank = buf.getInt();
                if (rank < 0 || rank > 8) {
                    throw new ModelFileException("model file " + file + ": " + entry + " is corrupt (rank " + rank + ")");
                }
                long[] shape = new long[rank];
                long n = 1;
                for (int i = 0; i < rank; i++) {
                    shape[i] = buf.getLong();
                    n *= shape[i];
                    if (shape[i] < 0 || shape[i] > Integer.MAX_VALUE || n > Integer.MAX_VALUE / 4 || n * 4 > buf.remaining()) {
                        throw new ModelFileException("model file " + file + ": " + entry + " is truncated or corrupt (tensor "
                                + new String(name, StandardCharsets.UTF_8) + ")");
                    }
                }
                float[] data = new float[(int) n];
                buf.asFloatBuffer().get(data);
                buf.position(buf.position() + data.length * 4);
                m.put(new String(name, StandardCharsets.UTF_8), new Tensor(shape, data));
            }
            if (buf.hasRemaining()) {
                throw new ModelFileException("model file " + file + ": " + entry + " has " + buf.remaining() + " unexpected trailing bytes");
            }
            return m;
        } catch (BufferUnderflowException e) {
            throw new ModelFileException("model file " + file + ": " + entry + " is truncated");
        }
    }
}
