package pz.training;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import pz.data.PositionRecord;
import pz.data.RecordDirectory;
import pz.data.RecordFile;
import pz.engine.Game;
import pz.engine.GameProfile;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.view.BoardReader;
import pz.engine.view.BoardView;
import pz.evaluation.report.OwnershipPicture;
import pz.models.ModelFile;
import pz.models.NetworkEvaluator;

/**
 * The ownership map of {@code pz report}: the run's latest model's prediction on one position sampled from its newest
 * records, beside the owners that game really ended with ({@link OwnershipPicture}). Stateless.
 */
final class OwnershipReport {
    /** The sample is the same on every call for the same records (a report drawn again shows the same position). */
    private static final long SEED = 26;

    private OwnershipReport() {
    }

    /**
     * The picture, or empty with the reason in {@code why} (one sentence): no model yet, a network without an ownership
     * head, no recorded position with final owners, a board that the game does not place on the network's grid.
     */
    static Optional<OwnershipPicture> picture(Path runDir, Game game, List<String> why) throws IOException {
        Optional<Path> model = latestModel(runDir.resolve("models"));
        if (model.isEmpty()) {
            why.add("no ownership map: the run has no model yet");
            return Optional.empty();
        }
        Optional<PositionRecord> sample = sample(runDir.resolve("records"), game);
        if (sample.isEmpty()) {
            why.add("no ownership map: the newest records hold no position with the final owners of its game");
            return Optional.empty();
        }
        PositionRecord rec = sample.get();
        State state = game.parsePosition(rec.position());
        GameProfile profile = GameRegistry.profile(game);
        BoardReader reader = profile.board();
        BoardView view = reader.read(state, -1, List.of(state.position()));
        List<OwnershipPicture.Cell> cells = cells(game, reader, view);
        if (cells == null) {
            why.add("no ownership map: " + game.spec() + "'s board does not say where its cells are in the network's grid");
            return Optional.empty();
        }
        float[] predicted;
        try (NetworkEvaluator ev = ModelFile.loadEvaluator(model.get(), game)) {
            if (!ev.hasOwnership()) {
                why.add("no ownership map: the run's network (" + ev.net().config().describe() + ") has no ownership head");
                return Optional.empty();
            }
            predicted = ev.ownership(state);
        }
        List<String> seats = new ArrayList<>();
        for (int s = 0; s < game.numPlayers(); s++) {
            seats.add(profile.seatName(game, s));
        }
        int[] shape = game.observationShape();
        String title = "Ownership map: " + game.spec() + ", turn " + rec.turn() + " of a recorded game, " + seats.get(rec.player()) + " to move";
        List<String> caption = List.of("the run's latest model, " + model.get().getFileName() + "; game " + rec.gameId() + ", ply " + rec.ply(),
                "position " + rec.position());
        int[] at = layout(game, reader, view);
        int n = at.length;
        int p = seats.size();
        OwnershipPicture.Cell[] drawn = new OwnershipPicture.Cell[n];
        float[] drawnPredicted = new float[predicted.length];
        int[] drawnActual = new int[n];
        for (int g = 0; g < n; g++) {
            drawn[at[g]] = cells.get(g);
            System.arraycopy(predicted, g * p, drawnPredicted, at[g] * p, p);
            drawnActual[at[g]] = rec.owners()[g];
        }
        return Optional.of(new OwnershipPicture(title, caption, shape[1], shape[2], seats, List.of(drawn), drawnPredicted, drawnActual));
    }

    /**
     * Where the picture draws each grid cell ({@code [g]}: row-major, row 0 at the top): at its cell's place on the
     * board the reader draws, when that board is a rectangle of the grid's size (Kadon's grid has rank 1 in row 0, its
     * board rank 3 at the top, and the picture labels rows as ranks from the top); the grid cell itself otherwise (the
     * hexagon, whose cells are not on a rectangle).
     */
    static int[] layout(Game game, BoardReader reader, BoardView view) {
        int rows = game.observationShape()[1];
        int columns = game.observationShape()[2];
        int[] at = new int[rows * columns];
        boolean[] taken = new boolean[at.length];
        boolean rectangle = view.cells().size() == at.length;
        for (BoardView.Cell c : view.cells()) {
            int x = (int) c.x();
            int y = (int) c.y();
            int g = reader.gridCell(game, c.name());
            rectangle &= g >= 0 && x == c.x() && y == c.y() && x >= 0 && x < columns && y >= 0 && y < rows && !taken[y * columns + x];
            if (!rectangle) {
                break;
            }
            taken[y * columns + x] = true;
            at[g] = y * columns + x;
        }
        if (!rectangle) {
            for (int g = 0; g < at.length; g++) {
                at[g] = g;
            }
        }
        return at;
    }

    /** The newest {@code model-N.pzm} (names sort by iteration), if any. */
    static Optional<Path> latestModel(Path models) throws IOException {
        if (!Files.isDirectory(models)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(models)) {
            return files.filter(p -> p.getFileName().toString().matches("model-\\d+\\.pzm")).max(Path::compareTo);
        }
    }

    /**
     * A decision position with final owners from the newest chunk that has any: a game drawn with a fixed seed, at the
     * middle of its recorded positions (the start and the end show little: empty boards, or boards full of arrows).
     */
    static Optional<PositionRecord> sample(Path records, Game game) throws IOException {
        if (!Files.isDirectory(records)) {
            return Optional.empty();
        }
        List<RecordDirectory.Chunk> chunks = RecordDirectory.chunks(records);
        for (int i = chunks.size() - 1; i >= 0; i--) {
            List<PositionRecord> found = new ArrayList<>();
            try {
                RecordFile.readPositions(chunks.get(i).positions(), r -> {
                    if (r.owners() != null && r.spec().equals(game.spec())) {
                        found.add(r);
                    }
                });
            } catch (pz.data.CorruptRecordException e) {
                continue; // a damaged chunk: an older one will do
            }
            if (!found.isEmpty()) {
                String id = found.get(new SplittableRandom(SEED).nextInt(found.size())).gameId();
                List<PositionRecord> game0 = found.stream().filter(r -> r.gameId().equals(id))
                        .sorted(java.util.Comparator.comparingInt(PositionRecord::ply)).toList();
                return Optional.of(game0.get(game0.size() / 2));
            }
        }
        return Optional.empty();
    }

    /** The grid's cells as the board reader draws them, or null when the game does not place them on the grid. */
    private static List<OwnershipPicture.Cell> cells(Game game, BoardReader reader, BoardView view) {
        int[] shape = game.observationShape();
        OwnershipPicture.Cell[] cells = new OwnershipPicture.Cell[shape[1] * shape[2]];
        java.util.Arrays.fill(cells, new OwnershipPicture.Cell(false, -1, false));
        for (BoardView.Cell c : view.cells()) {
            int g = reader.gridCell(game, c.name());
            if (g < 0) {
                return null;
            }
            cells[g] = new OwnershipPicture.Cell(true, c.piece() == null ? -1 : c.piece().owner(), c.block());
        }
        return List.of(cells);
    }
}
