package calhamer.daide.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The token numbers of the Client-Server Protocol, chapter 4, and the representation message's rules (3.3). */
class TokenTableTest {

    @Test
    void standardPowersAndProvincesHaveTheDocumentsNumbers() {
        TokenTable t = TokenTable.standard();
        assertEquals(7, t.powers().size());
        assertEquals(75, t.provinces().size());
        assertEquals(0x4100, t.token("AUS"));
        assertEquals(0x4106, t.token("tur"));
        assertEquals(0x5000, t.token("BOH"));
        assertEquals(0x5107, t.token("BUD"));
        assertEquals(0x5214, t.token("ECH"));
        assertEquals(0x5429, t.token("PIC"));
        assertEquals(0x5530, t.token("ANK"));
        assertEquals(0x5547, t.token("VEN"));
        assertEquals(0x5748, t.token("BUL"));
        assertEquals(0x574A, t.token("STP"));
        for (int i = 0; i < 75; i++) {
            assertEquals(i, t.provinces().get(i) & 0xFF);
        }
    }

    @Test
    void fixedTokens() {
        assertEquals(0x4000, Tokens.fixed("BRA"));
        assertEquals(0x4325, Tokens.fixed("VIA"));
        assertEquals(0x4382, Tokens.fixed("WVE"));
        assertEquals(0x4413, Tokens.fixed("YSC"));
        assertEquals(0x4506, Tokens.fixed("RET"));
        assertEquals(0x460E, Tokens.fixed("NWC"));
        assertEquals(0x4704, Tokens.fixed("WIN"));
        assertEquals(0x481E, Tokens.fixed("SMR"));
        assertEquals(0x490D, Tokens.fixed("DSD"));
        assertEquals(0x4A24, Tokens.fixed("UNT"));
        assertEquals(0x4A1A, Tokens.fixed("TRY"));
        assertEquals(-1, Tokens.fixed("IOU"));
        assertEquals("MBV", Tokens.fixedName(0x4400));
    }

    @Test
    void integersAreFourteenBitTwosComplement() {
        assertEquals(0x0000, Tokens.integer(0));
        assertEquals(0x076D, Tokens.integer(1901));
        assertEquals(0x3FFF, Tokens.integer(-1));
        assertEquals(0x2000, Tokens.integer(-8192));
        assertEquals(-8192, Tokens.intValue(0x2000));
        assertEquals(8191, Tokens.intValue(0x1FFF));
        assertThrows(IllegalArgumentException.class, () -> Tokens.integer(8192));
    }

    @Test
    void aRepresentationMessageReplacesTheStandardNames() {
        TokenTable t = TokenTable.of(List.of(new TokenTable.Entry(0x4100, "ONE"),
                new TokenTable.Entry(0x4101, "TWO"), new TokenTable.Entry(0x5501, "LND"),
                new TokenTable.Entry(0x5000, "INL")));
        assertFalse(t.isStandard());
        assertEquals(0x5501, t.token("lnd"));
        assertEquals(-1, t.token("AUS"));
        assertEquals(-1, t.token("BOH"));
        assertEquals("HLO", t.name(0x4804).orElseThrow());
        assertTrue(TokenTable.of(List.of()).isStandard());
    }

    @Test
    void aRepresentationMessageMustNumberFromZeroWithoutGaps() {
        assertThrows(IllegalArgumentException.class, () -> TokenTable.of(List.of(new TokenTable.Entry(0x4101,
                "TWO"))));
        assertThrows(IllegalArgumentException.class, () -> TokenTable.of(List.of(new TokenTable.Entry(0x5000,
                "AAA"), new TokenTable.Entry(0x5100, "BBB"))));
        assertThrows(IllegalArgumentException.class, () -> TokenTable.of(List.of(new TokenTable.Entry(0x5000,
                "AAA"), new TokenTable.Entry(0x5101, "AAA"))));
        assertThrows(IllegalArgumentException.class, () -> new TokenTable.Entry(0x4800, "HLO"));
        assertThrows(IllegalArgumentException.class, () -> new TokenTable.Entry(0x5000, "ab"));
    }
}
