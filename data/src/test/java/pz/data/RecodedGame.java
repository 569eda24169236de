package pz.data;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import pz.engine.Game;
import pz.engine.GameFactory;
import pz.engine.GameOption;
import pz.engine.GameOptions;
import pz.engine.toy.TicTacToe;

/**
 * A test-only game {@code recoded}: tic-tac-toe under encoding version 7, to show that records take
 * the version from the game. Registered for the data tests only (src/test/resources/META-INF/services).
 */
final class RecodedGame {
    static final String SPEC = "recoded";
    static final String VERSION = "7";

    private RecodedGame() {
    }

    /** Registers {@code recoded}. */
    public static final class Factory implements GameFactory {
        @Override
        public String name() {
            return SPEC;
        }

        @Override
        public String description() {
            return "tic-tac-toe under encoding version " + VERSION + " (data tests only)";
        }

        @Override
        public List<GameOption> options() {
            return List.of();
        }

        @Override
        public Game create(GameOptions options) {
            // not GameRegistry.parse: this runs inside the registry's cache update for "recoded"
            Game ticTacToe = new TicTacToe.Factory().create(options);
            return (Game) Proxy.newProxyInstance(Game.class.getClassLoader(), new Class<?>[] {Game.class}, (proxy, m, args) -> {
                switch (m.getName()) {
                    case "spec":
                        return SPEC;
                    case "encodingVersion":
                        return VERSION;
                    default:
                        try {
                            return m.invoke(ticTacToe, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                }
            });
        }

        @Override
        public boolean isToy() {
            return true;
        }
    }
}
