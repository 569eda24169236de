package pz.models;

import java.util.Locale;

/**
 * How a {@link PolicyValueNet} is run: both backends compute the same network ({@link NetConfig}) over the same
 * parameter arrays (same names, shapes and layout: {@code Params}), so weights are interchangeable and a model
 * file written by one plays and trains with the other.
 *
 * <ul>
 *   <li>{@link #FAST} (the default): hand-written ops, {@link FastForward} for inference and {@link Backprop} for
 *       training, each layer written twice (forward and backward) on preallocated buffers.</li>
 *   <li>{@link #SAMEDIFF}: the SameDiff definition of the network ({@link Graph}) run as it stands, with SameDiff's
 *       automatic gradients; a layer written there trains and plays at once, before its fast ops exist. Slower (see
 *       the module README for the figures).</li>
 * </ul>
 *
 * <p>A model file records the backend that wrote it ({@code backend} in {@code metadata.json}; files without it are
 * {@code fast}) and loads with it; the system property {@value #PROPERTY} ({@code fast} or {@code samediff}) overrides
 * that for every model a process loads.
 */
public enum NetBackend {
    FAST, SAMEDIFF;

    /** The system property that, when set, chooses the backend of every model file a process loads. */
    public static final String PROPERTY = "pz.nn.backend";

    /** The name in files and on the command line: {@code fast} or {@code samediff}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The backend named {@code text} ({@code fast} or {@code samediff}, any case).
     *
     * @throws IllegalArgumentException naming the text and the choices
     */
    public static NetBackend parse(String text) {
        for (NetBackend b : values()) {
            if (b.key().equalsIgnoreCase(text == null ? "" : text.strip())) {
                return b;
            }
        }
        throw new IllegalArgumentException("unknown network backend '" + text + "': fast or samediff");
    }

    /**
     * The backend the system property {@value #PROPERTY} asks for, or {@code stored} when it is not set.
     *
     * @throws IllegalArgumentException when the property names no backend
     */
    static NetBackend chosen(NetBackend stored) {
        String p = System.getProperty(PROPERTY);
        if (p == null || p.isBlank()) {
            return stored;
        }
        try {
            return parse(p);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("system property " + PROPERTY + ": " + e.getMessage());
        }
    }
}
