package calhamer.maps;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The hand-written word cutting and key normalisation agree with the regular expressions they replace. */
class MapLookupTest {

    @Test
    void wordsAreCutExactlyAsSplitOnWhitespaceRuns() {
        String[] fixed = {"", " ", "   ", "A PAR", " A PAR", "A PAR ", "  F  STP/NC\t- BOT\n", "a\u000Bb", "a\u00a0b"};
        for (String text : fixed) {
            assertArrayEquals(text.split("\\s+"), MapLookup.words(text), "[" + text + "]");
        }
        Random random = new Random(10);
        String alphabet = "aB/ \t\n\r\u000B\f\u00a0-";
        for (int k = 0; k < 20_000; k++) {
            StringBuilder b = new StringBuilder();
            for (int i = random.nextInt(10); i > 0; i--) {
                b.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String text = b.toString();
            assertArrayEquals(text.split("\\s+"), MapLookup.words(text), "[" + text + "]");
        }
    }

    @Test
    void keysKeepLettersAndDigitsInUpperCase() {
        assertEquals("STPETERSBURG", MapLookup.key("St. Petersburg"));
        assertEquals("STPETERSBURG", MapLookup.key("st petersburg"));
        String id = "MAO";
        assertSame(id, MapLookup.key(id), "an id is its own key");
    }
}
