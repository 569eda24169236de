package pz.engine.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class NumbersTest {

    @Test
    @DisplayName("ASCII decimal numbers parse as the JDK parses them")
    void asciiNumbers() {
        assertEquals(42, Numbers.parseInt("42"));
        assertEquals(-7, Numbers.parseInt("-7"));
        assertEquals(3, Numbers.parseInt("+3"));
        assertEquals(Long.MAX_VALUE, Numbers.parseLong(Long.toString(Long.MAX_VALUE)));
        assertEquals(0.5, Numbers.parseDouble("0.5"));
        assertEquals(0.5, Numbers.parseDouble(".5"));
        assertEquals(2.0, Numbers.parseDouble("2."));
        assertEquals(-1e-3, Numbers.parseDouble("-1e-3"));
        assertEquals(10.0, Numbers.parseDouble("10"));
    }

    @Test
    @DisplayName("digits of other scripts (full-width, Arabic-Indic) are refused, as every parser of user input must (issue 31, item 7)")
    void otherScriptsRefused() {
        for (String s : new String[] {"\uFF14", "1\uFF12", "\u0664", "\u0968"}) {
            assertEquals(true, Character.isDigit(s.charAt(s.length() - 1)), "the JDK calls it a digit: " + s);
            assertThrows(NumberFormatException.class, () -> Numbers.parseInt(s), s);
            assertThrows(NumberFormatException.class, () -> Numbers.parseLong(s), s);
            assertThrows(NumberFormatException.class, () -> Numbers.parseDouble(s), s);
        }
    }

    @Test
    @DisplayName("what Double.parseDouble takes beyond decimals is refused: NaN, infinities, hexadecimal, type suffixes, blanks")
    void nonDecimalsRefused() {
        for (String s : new String[] {"NaN", "Infinity", "-Infinity", "0x1p3", "1d", "2f", " 1", "1 ", "", "-", ".", "1e", "1e400",
            "1_000", "++1"}) {
            assertThrows(NumberFormatException.class, () -> Numbers.parseDouble(s), s);
        }
        for (String s : new String[] {"", " 1", "1.0", "99999999999", "0x10", "-"}) {
            assertThrows(NumberFormatException.class, () -> Numbers.parseInt(s), s);
        }
        assertThrows(NumberFormatException.class, () -> Numbers.parseInt(null));
    }
}
