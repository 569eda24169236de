package pz.play.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import pz.play.Opponent;

/**
 * End to end in a real browser: headless Chromium, driven through the system's chromedriver, plays
 * on the page (clicks on the board, an illegal click, the rotation choice, the agent's reply) and
 * takes screenshots of every board into {@code target/screenshots/}. Runs when the Debian packages
 * {@code chromium} and {@code chromium-driver} are installed, and is skipped with a message otherwise.
 */
@Tag("browser")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BrowserTest {
    static final Path SHOTS = Path.of("target", "screenshots");
    private PlayServer server;
    private WebDriverClient browser;

    @BeforeAll
    void start() throws Exception {
        Assumptions.assumeTrue(WebDriverClient.available(),
                "skipped: no headless browser (install the Debian packages chromium and chromium-driver)");
        server = new PlayServer("proteus", new boolean[] {true, false}, g -> new Opponent("mcts:visits=40", "note: a 40-visit search"), 0, 1);
        browser = new WebDriverClient(1320, 900);
        browser.open(server.address());
        awaitText("#status", "White (you) to move");
    }

    @AfterAll
    void stop() throws IOException {
        if (browser != null) {
            browser.close();
        }
        if (server != null) {
            server.close();
        }
    }

    private void awaitText(String css, String text) throws InterruptedException {
        WebDriverClient.waitFor(() -> {
            try {
                return browser.text(css).contains(text);
            } catch (IOException e) {
                return false;
            }
        }, 30_000, "'" + text + "' never appeared in " + css);
    }

    private int count(String css) throws IOException {
        return browser.script("return document.querySelectorAll('" + css + "').length;").getAsInt();
    }

    @Test
    @Order(1)
    @DisplayName("Proteus: select a die, see its targets, an illegal click gets the engine's reason, move, rotate, the model replies")
    void proteusGame() throws Exception {
        browser.click("[data-cell=b2]");
        assertEquals(2, count(".target"), "b2 can go to b3 and b4");
        browser.click("[data-cell=b7]");
        awaitText("#message", "Illegal:");
        assertEquals("error", browser.script("return document.getElementById('message').className;").getAsString());
        browser.click("[data-cell=b2]");
        browser.click("[data-cell=b4]");
        awaitText("#choices", "Now rotate");
        browser.click("[data-cell=d2]");
        awaitText("#choices", "turn the Pawn up into a Bishop");
        browser.click("#choices button[data-step='d2+']");
        awaitText("#turns", "White (you): b2-b4 d2+");
        awaitText("#turns", "Black (computer): ");
        awaitText("#status", "White (you) to move");
        assertTrue(browser.text("#lastmove").startsWith("Black (computer): "), browser.text("#lastmove"));
        assertTrue(browser.text("#evaltext").contains("win probability"), browser.text("#evaltext"));
        assertTrue(browser.text("#turns").contains("White (you): b2-b4 d2+"));
        browser.screenshot(SHOTS.resolve("proteus.png"));
    }

    @Test
    @Order(2)
    @DisplayName("undo on the page takes back the turn and the reply")
    void undo() throws Exception {
        browser.click("#undo");
        WebDriverClient.waitFor(() -> {
            try {
                return count("#turns li") == 0;
            } catch (IOException e) {
                return false;
            }
        }, 10_000, "undo did not clear the moves");
    }

    private void newGame(String spec, String seats) throws Exception {
        browser.script("const v = document.getElementById('variant'); v.value = '" + spec + "';"
                + " v.dispatchEvent(new Event('change')); document.getElementById('seats').value = '" + seats + "';");
        browser.click("#new");
        awaitText("#message", "New game: " + spec);
    }

    @Test
    @Order(3)
    @DisplayName("A-HEX-1 on the page: the hexagonal board, a move and an arrow by clicks")
    void hexGame() throws Exception {
        newGame("amazons:hex", "0");
        assertEquals(91, count("[data-cell]"));
        browser.click("[data-cell=i6]");
        browser.click("[data-cell=h6]");
        awaitText("#choices", "Now shoot");
        browser.click("[data-cell=g6]");
        awaitText("#turns", "White (you): i6-h6/g6");
        awaitText("#turns", "Black (computer): ");
        awaitText("#status", "White (you) to move");
        assertTrue(browser.text("#turns").contains("White (you): i6-h6/g6"));
        browser.screenshot(SHOTS.resolve("amazons-hex.png"));
    }

    @Test
    @Order(4)
    @DisplayName("K-PLACE-2 on the page: Kadon tiles placed from the choices, active rules shown")
    void kadonGame() throws Exception {
        newGame("kadon", "0");
        browser.click("[data-cell=b2]");
        awaitText("#choices", "Choose for b2");
        browser.click("#choices button[data-step='YS@b2']");
        awaitText("#turns", "White (computer): ");
        awaitText("#status", "Black (you) to move");
        // a piece next, on whichever free tile allows one (the model's reply decides which)
        String step = browser.script("const s = state.steps.find(t => /^[cst]@/.test(t.text));"
                + " return s ? s.text : state.steps[0].text;").getAsString();
        String cell = step.substring(step.indexOf('@') + 1);
        int here = browser.script("return state.steps.filter(t => t.from === '" + cell + "').length;").getAsInt();
        browser.click("[data-cell=" + cell + "]");
        if (here > 1) { // several steps on that cell: the page offers them as buttons
            awaitText("#choices", "on " + cell);
            browser.click("#choices button[data-step='" + step + "']");
        }
        awaitText("#turns", "Black (you): " + step);
        WebDriverClient.waitFor(() -> {
            try {
                return count("#turns li") == 4;
            } catch (IOException e) {
                return false;
            }
        }, 30_000, "the model did not reply");
        awaitText("#status", "Black (you) to move");
        assertTrue(browser.text("#info").contains("rules in force"), browser.text("#info"));
        browser.screenshot(SHOTS.resolve("kadon.png"));
    }

    @Test
    @Order(5)
    @DisplayName("A-MULTI-2 on the page: four players, one human seat and three model seats")
    void fourPlayers() throws Exception {
        newGame("amazons:players=4", "2");
        awaitText("#status", "Red (you) to move");
        assertEquals(4, count(".seat"));
        assertTrue(browser.text("#turns").contains("Black (computer)"));
        browser.screenshot(SHOTS.resolve("amazons-4-players.png"));
        newGame("amazons:size=8", "1");
        awaitText("#status", "Black (you) to move");
        browser.screenshot(SHOTS.resolve("amazons-8x8.png"));
    }
}
