package calhamer.daide.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The example messages of the DAIDE Message Syntax document (level 0) parse and fit the grammar. Two examples use
 * names the standard map does not have ({@code LPL} for Liverpool, {@code EMS} for the Eastern Mediterranean, the
 * protocol's {@code LVP} and {@code EAS}): their text is refused naming the token, and the corrected message parses.
 */
class DocumentExamplesTest {
    private static final TokenTable T = TokenTable.standard();

    @ParameterizedTest
    @ValueSource(strings = {
        "HLO (ENG) (1234) ((LVL 20) (MTL 1200))",
        "NOW (SPR 1901) (AUS FLT TRI) (AUS AMY BUD) (AUS AMY VIE) (ENG FLT LON)",
        "NOW (FAL 1901) (RUS FLT (STP SCS))",
        "NOW (SUM 1901) (ENG FLT NTH MRT (LON YOR EDI NWG))",
        "NOW (SUM 1901) (ENG FLT NTH MRT ())",
        "NOW (AUT 1901) (TUR FLT CON MRT (BLA SMY (BUL ECS) (BUL SCS)))",
        "SUB ((ENG AMY LVP) HLD) ((ENG FLT LON) MTO NTH) ((ENG FLT EDI) SUP (ENG FLT LON) MTO NTH)",
        "SUB ((ENG FLT BAR) MTO (STP NCS)) ((ENG FLT NWY) SUP (ENG FLT BAR) MTO STP)",
        "SUB ((ITA AMY TUN) CTO SYR VIA (ION EAS)) ((ITA FLT ION) CVY (ITA AMY TUN) CTO SYR) ((ITA FLT EAS) CVY"
                + " (ITA AMY TUN) CTO SYR)",
        "SUB ((ENG AMY YOR) CTO NWY VIA (NTH)) ((ENG FLT NTH) CVY (ENG AMY YOR) CTO NWY) ((ENG FLT NWG) SUP"
                + " (ENG AMY YOR) MTO NWY)",
        "SUB ((ITA FLT NAP) BLD)",
        "SUB ((RUS FLT GOB) REM)",
        "ORD (WIN 1901) (RUS WVE) (SUC)",
        "HST (SPR 1901)",
        "SCO (AUS BUD TRI VIE) (ENG LVP EDI LON) (FRA BRE MAR PAR) (GER KIE BER MUN) (ITA ROM NAP VEN) (RUS STP"
                + " MOS WAR SEV) (TUR ANK CON SMY) (UNO NWY SWE DEN HOL BEL SPA POR TUN GRE SER RUM BUL)",
        "MDF (AUS ENG FRA GER ITA RUS TUR) (((AUS TRI BUD VIE) (ENG LON LVP EDI) (UNO POR SPA BEL)) (ADR AEG ALB"
                + " APU)) ((ANK (FLT ARM BLA CON) (AMY CON SMY ARM)) (ADR (FLT ION ALB TRI VEN APU)) (CON (AMY BUL"
                + " SMY ANK) (FLT BLA (BUL ECS) (BUL SCS) AEG SMY ANK)) (BUL (AMY GRE SER RUM CON) ((FLT ECS) RUM BLA"
                + " CON) ((FLT SCS) CON AEG GRE)) (BOH (AMY TYR MUN SIL GAL VIE)))"})
    void parses(String text) {
        Message m = MessageText.parse(text, T);
        assertEquals(-1, m.bracketError());
        if (m.first() == Tokens.SUB || m.first() == Tokens.HST) {
            Grammar.checkClient(m);
        } else {
            Grammar.checkServer(m);
        }
        assertEquals(text, m.text(T));
    }

    @Test
    void theTwoMisspeltExamplesNameTheUnknownToken() {
        TextSyntaxException e = assertThrows(TextSyntaxException.class, () -> MessageText.parse(
                "SUB ((ITA AMY TUN) CTO SYR VIA (ION EMS))", T));
        assertTrue(e.getMessage().contains("EMS"), e.getMessage());
        e = assertThrows(TextSyntaxException.class, () -> MessageText.parse("SCO (ENG LPL EDI LON)", T));
        assertTrue(e.getMessage().contains("LPL"), e.getMessage());
    }

    @Test
    void theLevelZeroReplyToPress() {
        Message press = MessageText.parse("PRP (PCE (ENG FRA))", T);
        Message huh = Message.builder().add(Tokens.SND).group(T.token("FRA")).open().add(Tokens.HUH)
                .group(press.withErrorAt(0)).close().build();
        assertEquals("SND (FRA) (HUH (ERR PRP (PCE (ENG FRA))))", huh.text(T));
        Grammar.checkClient(huh);
        Grammar.checkClient(MessageText.parse("SND (FRA) (TRY ())", T));
    }
}
