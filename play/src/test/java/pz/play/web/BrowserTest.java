package pz.play.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import pz.play.Opponent;

/**
 * End to end in a real browser: headless Chromium driven by Selenium WebDriver through the system's
 * chromedriver ({@link Browser}) plays on the page: clicks on the board, an illegal click, the
 * rotation choice, the agent's reply; a game of each board family (Proteus, Amazons, Cowboys, Kadon)
 * with a screenshot of what the player sees in {@code target/screenshots/}; and after every test, a
 * browser console free of errors. Runs when the Debian packages {@code chromium} and
 * {@code chromium-driver} are installed, and is skipped with a message otherwise.
 *
 * <p>Only the page is tested here, as a player uses it: the server is started and then reached
 * through the browser alone, so the test does not depend on how the server answers requests.
 */
@Tag("browser")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BrowserTest {
    static final Path SHOTS = Path.of("target", "screenshots");
    /** The first v2 network (Cowboys 8x8, with an ownership head), as an agent spec with a short search. */
    static final String V2_MODEL = "mcts:model=" + Path.of("..", "models", "wip", "cowboys-v2-1856.pzm") + ",visits=16";
    private PlayServer server;
    private Browser browser;
    private WebDriverWait wait;

    @BeforeAll
    void start() throws Exception {
        Assumptions.assumeTrue(Browser.available(),
                "skipped: no headless browser (install the Debian packages chromium and chromium-driver)");
        // Cowboys 8x8 against the first v2 network, which has an ownership head; every other game a 40-visit search
        server = new PlayServer("proteus", new boolean[] {true, false}, g -> g.spec().equals("cowboys")
                ? new Opponent(V2_MODEL, "note: the v2 network") : new Opponent("mcts:visits=40", "note: a 40-visit search"), 0, 1);
        browser = new Browser(1320, 900);
        wait = new WebDriverWait(browser.driver(), Duration.ofSeconds(30));
        browser.driver().get(server.address());
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

    /** The console must stay free of errors; each test's own expected errors are drained by the test. */
    @AfterEach
    void consoleClean(TestInfo test) {
        if (browser != null) {
            List<String> errors = browser.consoleErrors();
            assertEquals(List.of(), errors, "browser console errors during " + test.getDisplayName());
        }
    }

    private void awaitText(String css, String text) {
        wait.withMessage("'" + text + "' never appeared in " + css)
                .until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(css), text));
    }

    private void click(String css) {
        browser.driver().findElement(By.cssSelector(css)).click();
    }

    private String text(String css) {
        return browser.driver().findElement(By.cssSelector(css)).getText();
    }

    private Object script(String script) {
        return browser.driver().executeScript(script);
    }

    private int count(String css) {
        return browser.driver().findElements(By.cssSelector(css)).size();
    }

    private void screenshot(String name) throws IOException {
        Files.createDirectories(SHOTS);
        Files.write(SHOTS.resolve(name), browser.driver().getScreenshotAs(OutputType.BYTES));
    }

    @Test
    @Order(1)
    @DisplayName("Proteus: select a die, see its targets, an illegal click gets the engine's reason, move, rotate, the model replies")
    void proteusGame() throws Exception {
        click("[data-cell=b2]");
        assertEquals(2, count(".target"), "b2 can go to b3 and b4");
        click("[data-cell=b7]");
        awaitText("#message", "Illegal:");
        assertTrue(text("#message").matches("(?s)Illegal: .*b7.*"), "the engine's reason, naming the square: " + text("#message"));
        assertEquals("error", script("return document.getElementById('message').className;"));
        // the refused move is the API's 422, which the browser reports as a failed resource; nothing else
        List<String> refused = browser.consoleErrors();
        assertTrue(!refused.isEmpty(), "the refusal is the API's 422");
        assertTrue(refused.stream().allMatch(e -> e.contains("/api/") && e.contains("422")), refused.toString());
        click("[data-cell=b2]");
        click("[data-cell=b4]");
        awaitText("#choices", "Now rotate");
        click("[data-cell=d2]");
        awaitText("#choices", "turn the Pawn up into a Bishop");
        click("#choices button[data-step='d2+']");
        awaitText("#turns", "White (you): b2-b4 d2+");
        awaitText("#turns", "Black (computer): ");
        awaitText("#status", "White (you) to move");
        assertTrue(text("#lastmove").startsWith("Black (computer): "), text("#lastmove"));
        assertTrue(text("#evaltext").contains("win probability"), text("#evaltext"));
        assertTrue(text("#turns").contains("White (you): b2-b4 d2+"));
        screenshot("proteus.png");
    }

    @Test
    @Order(2)
    @DisplayName("undo on the page takes back the turn and the reply")
    void undo() {
        click("#undo");
        wait.withMessage("undo did not clear the moves").until(d -> count("#turns li") == 0);
    }

    private void newGame(String spec, String seats) {
        script("const v = document.getElementById('variant'); v.value = '" + spec + "';"
                + " v.dispatchEvent(new Event('change')); document.getElementById('seats').value = '" + seats + "';");
        click("#new");
        awaitText("#message", "New game: " + spec);
    }

    @Test
    @Order(3)
    @DisplayName("A-HEX-1 on the page: the hexagonal board, a move and an arrow by clicks")
    void hexGame() throws Exception {
        newGame("amazons:hex", "0");
        assertEquals(91, count("[data-cell]"));
        click("[data-cell=i6]");
        click("[data-cell=h6]");
        awaitText("#choices", "Now shoot");
        click("[data-cell=g6]");
        awaitText("#turns", "White (you): i6-h6/g6");
        awaitText("#turns", "Black (computer): ");
        awaitText("#status", "White (you) to move");
        assertTrue(text("#turns").contains("White (you): i6-h6/g6"));
        screenshot("amazons-hex.png");
    }

    @Test
    @Order(4)
    @DisplayName("K-PLACE-2 on the page: Kadon tiles placed from the choices, active rules shown")
    void kadonGame() throws Exception {
        newGame("kadon", "0");
        click("[data-cell=b2]");
        awaitText("#choices", "Choose for b2");
        click("#choices button[data-step='YS@b2']");
        awaitText("#turns", "White (computer): ");
        awaitText("#status", "Black (you) to move");
        // a piece next, on whichever free tile allows one (the model's reply decides which)
        String step = (String) script("const s = state.steps.find(t => /^[cst]@/.test(t.text));"
                + " return s ? s.text : state.steps[0].text;");
        String cell = step.substring(step.indexOf('@') + 1);
        long here = (Long) script("return state.steps.filter(t => t.from === '" + cell + "').length;");
        click("[data-cell=" + cell + "]");
        if (here > 1) { // several steps on that cell: the page offers them as buttons
            awaitText("#choices", "on " + cell);
            click("#choices button[data-step='" + step + "']");
        }
        awaitText("#turns", "Black (you): " + step);
        wait.withMessage("the model did not reply").until(d -> count("#turns li") == 4);
        awaitText("#status", "Black (you) to move");
        assertTrue(text("#info").contains("rules in force"), text("#info"));
        screenshot("kadon.png");
    }

    @Test
    @Order(5)
    @DisplayName("A-MULTI-2 on the page: four players, one human seat and three model seats")
    void fourPlayers() throws Exception {
        newGame("amazons:players=4", "2");
        awaitText("#status", "Red (you) to move");
        assertEquals(4, count(".seat"));
        assertTrue(text("#turns").contains("Black (computer)"));
        screenshot("amazons-4-players.png");
        newGame("amazons:size=8", "1");
        awaitText("#status", "Black (you) to move");
        screenshot("amazons-8x8.png");
    }

    @Test
    @Order(6)
    @DisplayName("C-BOARD-1 on the page: Cowboys 8x8, a knight jump and a shot by clicks, the model replies")
    void cowboysGame() throws Exception {
        newGame("cowboys", "0");
        assertEquals(64, count("[data-cell]"));
        @SuppressWarnings("unchecked")
        List<String> jump = (List<String>) script("const s = state.steps.find(t => t.kind === 'move'); return [s.from, s.to];");
        click("[data-cell=" + jump.get(0) + "]");
        click("[data-cell=" + jump.get(1) + "]");
        awaitText("#choices", "Now shoot");
        String shot = (String) script("return state.steps[0].from;");
        click("[data-cell=" + shot + "]");
        String turn = jump.get(0) + "-" + jump.get(1) + "/" + shot;
        awaitText("#turns", "White (you): " + turn);
        awaitText("#turns", "Black (computer): ");
        awaitText("#status", "White (you) to move");
        screenshot("cowboys.png");
    }

    @Test
    @Order(7)
    @DisplayName("the v2 model's ownership map on the page: off by default, its button tints every cell but the bullets, follows the"
            + " moves, switches off; without a network the button is disabled and says why")
    void ownershipMap() throws Exception {
        // still the Cowboys game of cowboysGame, against the v2 network
        assertEquals(0, count(".own"), "off by default");
        assertEquals("Show ownership", text("#owntoggle"));
        click("#owntoggle");
        wait.withMessage("the map never covered the open cells").until(d -> count(".own") == openCells() && count(".own") > 0);
        assertEquals("Hide ownership", text("#owntoggle"));
        assertTrue(text("#ownlegend").contains("White") && text("#ownlegend").contains("Black"), text("#ownlegend"));
        screenshot("cowboys-ownership.png");
        // a turn by clicks: the map follows the new position (two more bullets, two fewer tinted cells)
        long before = openCells();
        @SuppressWarnings("unchecked")
        List<String> jump = (List<String>) script("const s = state.steps.find(t => t.kind === 'move'); return [s.from, s.to];");
        click("[data-cell=" + jump.get(0) + "]");
        click("[data-cell=" + jump.get(1) + "]");
        awaitText("#choices", "Now shoot");
        click("[data-cell=" + script("return state.steps[0].from;") + "]");
        awaitText("#status", "White (you) to move");
        wait.withMessage("the map did not follow the moves").until(d -> openCells() == before - 2 && count(".own") == before - 2);
        click("#owntoggle");
        wait.withMessage("the map did not switch off").until(d -> count(".own") == 0);
        newGame("amazons:size=6", "0");
        assertEquals("true", script("return String(document.getElementById('owntoggle').disabled);"));
        awaitText("#ownlegend", "no ownership map: the opponent (mcts:visits=40) searches without a network");
    }

    /** The cells of the board without a bullet or arrow: those an ownership map covers. */
    private long openCells() {
        return (Long) script("return state.board.cells.filter(c => !c.block).length;");
    }
}
