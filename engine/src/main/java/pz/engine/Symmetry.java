package pz.engine;

/**
 * A board symmetry for data augmentation: a permutation of the observation's cells (applied to
 * every channel alike) and the matching permutation of action ids.
 *
 * @param name      a short name ("identity", "mirror-files", ...)
 * @param cellMap   {@code cellMap[c]} is where cell {@code c} (row-major over height x width) goes
 * @param actionMap {@code actionMap[a]} is the id of action {@code a} seen through the symmetry
 */
public record Symmetry(String name, int[] cellMap, int[] actionMap) {

    public Symmetry {
        cellMap = cellMap.clone();
        actionMap = actionMap.clone();
    }

    /** The identity over {@code cells} cells and {@code actions} actions. */
    public static Symmetry identity(int cells, int actions) {
        int[] c = new int[cells];
        for (int i = 0; i < cells; i++) {
            c[i] = i;
        }
        int[] a = new int[actions];
        for (int i = 0; i < actions; i++) {
            a[i] = i;
        }
        return new Symmetry("identity", c, a);
    }

    /** The image of action {@code action}. */
    public int mapAction(int action) {
        return actionMap[action];
    }

    /** Writes the image of observation {@code in} ({@code channels} planes of {@code cellMap.length} cells) into {@code out}. */
    public void mapObservation(float[] in, float[] out, int channels) {
        int cells = cellMap.length;
        for (int ch = 0; ch < channels; ch++) {
            int base = ch * cells;
            for (int c = 0; c < cells; c++) {
                out[base + cellMap[c]] = in[base + c];
            }
        }
    }
}
