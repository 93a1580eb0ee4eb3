package calhamer.daide.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.daide.protocol.TokenTable;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Token assignment: the protocol's numbers on the standard board, the representation message's rules elsewhere; a
 * map of more than 256 provinces (the Known World) cannot be played over DAIDE.
 */
class MapTokensTest {

    @Test
    void theStandardBoardGetsTheProtocolsTokens() {
        DiplomacyMap map = BundledMaps.load("standard");
        MapTokens t = MapTokens.of(map);
        TokenTable standard = TokenTable.standard();
        assertEquals(standard.entries().size(), t.table().entries().size());
        for (TokenTable.Entry e : standard.entries()) {
            assertEquals(e.token(), t.table().token(e.name()), e.name());
        }
        assertEquals("ECH", t.name(map.province("ENG")));
        assertEquals("GOL", t.name(map.province("LYO")));
        assertEquals("GOB", t.name(map.province("BOT")));
        assertEquals("ENG", t.name(map.power("ENGLAND")));
        assertEquals(0x5214, t.token(map.province("ENG")));
        assertTrue(MapTokens.matching(map, TokenTable.standard()).isPresent());
    }

    static Set<String> maps() {
        return new HashSet<>(BundledMaps.NAMES);
    }

    @ParameterizedTest
    @MethodSource("maps")
    void everyBundledMapGetsATableTheProtocolAllows(String id) {
        DiplomacyMap map = BundledMaps.load(id);
        if (map.provinces().size() > 256) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MapTokens.of(map));
            assertTrue(e.getMessage().contains("256"), e.getMessage());
            return;
        }
        MapTokens t = MapTokens.of(map);
        TokenTable again = TokenTable.of(t.table().entries());
        assertEquals(map.provinces().size(), again.provinces().size());
        assertEquals(map.powers().size(), again.powers().size());
        Set<String> names = new HashSet<>();
        for (TokenTable.Entry e : t.table().entries()) {
            assertTrue(names.add(e.name()), "unique " + e.name());
            assertEquals(-1, Tokens.fixed(e.name()), "not a word of the language: " + e.name());
        }
        map.provinces().forEach(p -> assertEquals(p, t.province(t.token(p))));
        map.powers().forEach(p -> assertEquals(p, t.power(t.token(p))));
        assertTrue(MapTokens.matching(map, t.table()).isPresent(), "a client finds the tokens on the map");
    }
}
