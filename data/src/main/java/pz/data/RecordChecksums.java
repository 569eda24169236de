package pz.data;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;
import java.util.zip.CRC32C;

/**
 * Checksums of our own over a whole record file, kept in its footer's key-value metadata.
 *
 * <p>Why: Parquet's optional page CRCs (which {@link RecordWriter} also writes) cover page data only.
 * Page headers and the footer (schema, row counts, column offsets, codecs, our {@code pz.*} metadata)
 * carry no checksum, and a changed byte there can make Parquet-Java throw any exception
 * (NullPointerException, NegativeArraySizeException...) or, worse, read fewer rows, another spec list
 * or garbage values without noticing. So every file we write carries two CRC-32C values, 8 lowercase
 * hex digits each:
 * <ul>
 *   <li>{@link RecordSchema#KEY_DATA_CRC} over bytes {@code [0, footer start)}: magic, pages and page headers;</li>
 *   <li>{@link RecordSchema#KEY_FOOTER_CRC} over the footer and its 4-byte length, its own 8 digits
 *       counted as {@code 00000000}.</li>
 * </ul>
 * A CRC-32C catches every change of up to 32 consecutive bits, so any one damaged byte is found.
 *
 * <p>How: the writer puts both keys in the footer with the value {@code 00000000}
 * ({@link RecordWriteSupport}); once Parquet has closed the file, {@link #seal} overwrites the digits in
 * place (same length, so the footer stays valid). The footer is Thrift compact protocol, in which the
 * pair (key K, 8-byte value V) is exactly the bytes {@code 0x18 len(K) K 0x18 0x08 V 0x00}; both
 * {@link #seal} and {@link #verify} find the value by that byte pattern instead of parsing the
 * footer, so that a damaged footer is refused before Parquet's parser sees it.
 *
 * <p>Files written before these checksums have neither key and are read unverified (only page data
 * is checked there); a file holding one key but not the other is damaged. Stateless; thread-safe.
 */
final class RecordChecksums {
    private static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] PLACEHOLDER = "00000000".getBytes(StandardCharsets.US_ASCII);
    /**
     * Thrift compact header of a binary field whose id is one more than the previous one: KeyValue's
     * key (field 1) and value (field 2) both start with it.
     */
    private static final int NEXT_BINARY_FIELD = 0x18;

    /** Verdict of {@link #verify}. */
    enum Seal {
        /** Both checksums present and matching. */
        VERIFIED,
        /** No checksum at all: a file written before them (or not Parquet at all: Parquet will say). */
        ABSENT
    }

    private RecordChecksums() {
    }

    /** The value placeholders the writer puts into the footer, to be filled in by {@link #seal}. */
    static Map<String, String> placeholders() {
        String zeros = new String(PLACEHOLDER, StandardCharsets.US_ASCII);
        return Map.of(RecordSchema.KEY_DATA_CRC, zeros, RecordSchema.KEY_FOOTER_CRC, zeros);
    }

    /** Fills in both checksums of a closed file written with {@link #placeholders()}. */
    static void seal(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            Tail t = tail(ch);
            if (t == null) {
                throw new IllegalStateException(file + ": not a complete Parquet file, cannot seal it");
            }
            int data = t.find(RecordSchema.KEY_DATA_CRC);
            int footer = t.find(RecordSchema.KEY_FOOTER_CRC);
            if (data < 0 || footer < 0) {
                throw new IllegalStateException(file + ": the footer lacks the checksum placeholders");
            }
            t.put(data, crc(dataCrc(ch, t.start)));
            t.put(footer, crc(t.footerCrc(footer)));
            ch.write(ByteBuffer.wrap(t.bytes), t.start);
        }
    }

    /**
     * Checks the footer checksum, and with {@code wholeFile} also the data checksum (which reads the file).
     *
     * @return {@link Seal#ABSENT} for a file without checksums (or too damaged to find its footer: the
     *         Parquet reader then reports what is wrong)
     * @throws CorruptRecordException if a checksum is missing, malformed or does not match
     */
    static Seal verify(Path file, boolean wholeFile) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            Tail t = tail(ch);
            if (t == null) {
                return Seal.ABSENT;
            }
            int data = t.find(RecordSchema.KEY_DATA_CRC);
            int footer = t.find(RecordSchema.KEY_FOOTER_CRC);
            if (data == -1 && footer == -1) {
                return Seal.ABSENT;
            }
            if (data < 0 || footer < 0) {
                throw new CorruptRecordException(file, "damaged footer: its checksums ("
                        + RecordSchema.KEY_DATA_CRC + ", " + RecordSchema.KEY_FOOTER_CRC + ") are not both there once");
            }
            compare(file, "footer", t.value(footer), t.footerCrc(footer));
            if (wholeFile) {
                compare(file, "data", t.value(data), dataCrc(ch, t.start));
            }
            return Seal.VERIFIED;
        }
    }

    private static void compare(Path file, String what, String stored, long computed) {
        if (!stored.equals(crc(computed))) {
            throw new CorruptRecordException(file, "damaged " + what + ": CRC-32C " + crc(computed) + " where the footer says "
                    + stored.replaceAll("[^0-9a-f]", "?"));
        }
    }

    private static String crc(long value) {
        return HexFormat.of().toHexDigits((int) value);
    }

    private static long dataCrc(FileChannel ch, long end) throws IOException {
        CRC32C crc = new CRC32C();
        ByteBuffer buf = ByteBuffer.allocate(1 << 16);
        for (long at = 0; at < end; ) {
            buf.clear().limit((int) Math.min(buf.capacity(), end - at));
            int n = ch.read(buf, at);
            if (n < 0) {
                throw new IOException("file shrank while being read");
            }
            buf.flip();
            crc.update(buf);
            at += n;
        }
        return crc.getValue();
    }

    /** The footer region, or null if the file does not end like a Parquet file. */
    private static Tail tail(FileChannel ch) throws IOException {
        long size = ch.size();
        if (size < 2L * MAGIC.length + 4) {
            return null;
        }
        ByteBuffer end = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
        ch.read(end, size - 8);
        byte[] magic = new byte[MAGIC.length];
        end.position(4).get(magic);
        long length = end.getInt(0);
        long start = size - 8 - length;
        if (!Arrays.equals(magic, MAGIC) || length <= 0 || length > Integer.MAX_VALUE - 8 || start < MAGIC.length) {
            return null;
        }
        ByteBuffer region = ByteBuffer.allocate((int) (length + 4));
        while (region.hasRemaining()) {
            if (ch.read(region, start + region.position()) < 0) {
                throw new IOException("file shrank while being read");
            }
        }
        return new Tail(start, region.array());
    }

    /** The footer and its length field as read from a file. */
    private static final class Tail {
        final long start;
        final byte[] bytes;

        Tail(long start, byte[] bytes) {
            this.start = start;
            this.bytes = bytes;
        }

        /** Offset in {@link #bytes} of the value of {@code key}; -1 if absent, -2 if there more than once. */
        int find(String key) {
            byte[] k = key.getBytes(StandardCharsets.US_ASCII);
            byte[] pattern = new byte[k.length + 4];
            pattern[0] = NEXT_BINARY_FIELD;
            pattern[1] = (byte) k.length;
            System.arraycopy(k, 0, pattern, 2, k.length);
            pattern[k.length + 2] = NEXT_BINARY_FIELD;
            pattern[k.length + 3] = (byte) PLACEHOLDER.length;
            int found = -1;
            for (int i = 0; i + pattern.length + PLACEHOLDER.length <= bytes.length; i++) {
                if (Arrays.equals(bytes, i, i + pattern.length, pattern, 0, pattern.length)) {
                    if (found >= 0) {
                        return -2;
                    }
                    found = i + pattern.length;
                }
            }
            return found;
        }

        String value(int at) {
            return new String(bytes, at, PLACEHOLDER.length, StandardCharsets.ISO_8859_1);
        }

        void put(int at, String digits) {
            System.arraycopy(digits.getBytes(StandardCharsets.US_ASCII), 0, bytes, at, PLACEHOLDER.length);
        }

        /** CRC-32C of the region with the footer checksum's own digits read as the placeholder. */
        long footerCrc(int footerValue) {
            CRC32C crc = new CRC32C();
            crc.update(bytes, 0, footerValue);
            crc.update(PLACEHOLDER);
            crc.update(bytes, footerValue + PLACEHOLDER.length, bytes.length - footerValue - PLACEHOLDER.length);
            return crc.getValue();
        }
    }
}
