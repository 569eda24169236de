package pz.models;

/**
 * The inference pass of a {@link PolicyValueNet}, one per {@link NetBackend}: {@link FastForward} (direct libnd4j ops
 * on preallocated buffers) or {@link SameDiffForward} (the SameDiff definition). Not thread-safe.
 */
interface InferencePass extends AutoCloseable {

    /**
     * Runs the network on {@code n} observations (game layout, CHW planes, position-major) and writes raw policy logits
     * ({@code n * numActions}) and raw value outputs ({@code n * valueOutputs}).
     */
    void run(float[] observations, int n, float[] logitsOut, float[] valueOut);

    @Override
    void close();
}
