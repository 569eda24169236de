package pz.models;

/**
 * The inference pass of a {@link PolicyValueNet}, one per {@link NetBackend}: {@link FastForward} (direct libnd4j ops
 * on preallocated buffers) or {@link SameDiffForward} (the SameDiff definition). Not thread-safe.
 */
interface InferencePass extends AutoCloseable {

    /**
     * Runs the network on {@code n} observations (game layout, CHW planes, position-major) and writes raw policy logits
     * ({@code n * numActions}) and raw value outputs ({@code n * valueOutputs}); {@code ownershipOut} (null: not
     * computed) receives the ownership head's per-cell softmax, {@code [n, cells, players]} in the mover's frame.
     */
    void run(float[] observations, int n, float[] logitsOut, float[] valueOut, float[] ownershipOut);

    /** {@link #run(float[], int, float[], float[], float[])} without the ownership head. */
    default void run(float[] observations, int n, float[] logitsOut, float[] valueOut) {
        run(observations, n, logitsOut, valueOut, null);
    }

    @Override
    void close();
}
