package calhamer.daide.protocol;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Every message kind of the Message Syntax document, level 0 (and the press envelope), round trip between text,
 * tokens, bytes and frames, and fits the grammar of the side that sends it.
 */
class MessageKindsTest {

    /** A message, and whether a client (true) or a server (false) sends it. */
    static Stream<Arguments> kinds() {
        return Stream.of(
                client("NME ('calhamer') ('0.2')"),
                client("OBS"),
                client("OBS ('watcher') ('1.0')"),
                client("IAM (FRA) (1234)"),
                client("MAP"),
                client("MDF"),
                client("YES (MAP ('standard'))"),
                client("REJ (MAP ('standard'))"),
                client("HLO"), client("SCO"), client("NOW"), client("MIS"), client("ORD"), client("SMR"),
                client("TME"), client("TME (60)"), client("NOT (TME (60))"), client("NOT (TME)"),
                client("HST (SPR 1901)"),
                client("SUB ((ENG AMY LVP) HLD) ((ENG FLT LON) MTO NTH) ((ENG FLT EDI) SUP (ENG FLT LON) MTO NTH)"),
                client("SUB ((ITA FLT NAP) BLD) (ITA WVE)"),
                client("SUB ((RUS FLT GOB) REM)"),
                client("SUB ((TUR FLT CON) RTO (BUL ECS)) ((TUR AMY SMY) DSB)"),
                client("NOT (SUB ((ITA FLT NAP) BLD))"), client("NOT (SUB)"),
                client("GOF"), client("NOT (GOF)"),
                client("DRW"), client("DRW (FRA GER)"), client("NOT (DRW)"),
                client("ADM ('calhamer') ('going for lunch')"),
                client("SND (ENG) (HUH (ERR PRP (PCE (ENG FRA))))"),
                client("SND (ENG) (TRY ())"),
                client("YES (SVE ('game1'))"), client("REJ (LOD ('game1'))"),
                client("HUH (ERR NOW (SPR))"),
                client("PRN (SCO (AUS"),
                server("YES (NME ('calhamer') ('0.2'))"),
                server("REJ (NME ('calhamer') ('0.2'))"),
                server("MAP ('standard')"),
                server("MDF (AUS ENG) (((AUS VIE) (ENG LON) (UNO BEL)) (BOH ECH)) ((VIE (AMY BOH)) (BOH (AMY VIE))"
                        + " (LON (AMY) (FLT ECH)) (ECH (FLT LON BEL)) (BEL (AMY) (FLT ECH)))"),
                server("MDF (AUS) (((AUS BUL)) ()) ((BUL (AMY) ((FLT ECS) BLA) ((FLT SCS) AEG)))"),
                server("HLO (ENG) (1234) ((LVL 20) (MTL 1200))"),
                server("HLO (FRA) (-77) ((LVL 0) (MTL 5) (RTL 3) (BTL 3) (AOA))"),
                server("SCO (AUS BUD TRI VIE) (UNO SER)"),
                server("NOW (SPR 1901) (AUS FLT TRI) (AUS AMY BUD) (RUS FLT (STP SCS))"),
                server("NOW (SUM 1901) (ENG FLT NTH MRT (LON YOR EDI NWG)) (ENG FLT ECH MRT ())"),
                server("THX ((ENG FLT LON) MTO NTH) (MBV)"),
                server("THX ((ENG FLT LON) MTO BUD) (FAR)"),
                server("MIS (ENG FLT LON) (ENG AMY LVP)"),
                server("MIS (TUR FLT CON MRT (BLA SMY (BUL ECS) (BUL SCS)))"),
                server("MIS (-2)"), server("MIS"),
                server("ORD (SPR 1901) ((ENG FLT LON) MTO NTH) (SUC)"),
                server("ORD (FAL 1901) ((ENG FLT NTH) HLD) (RET)"),
                server("ORD (FAL 1901) ((ENG AMY YOR) MTO LON) (BNC RET)"),
                server("ORD (WIN 1901) (RUS WVE) (SUC)"),
                server("SVE ('game1')"), server("LOD ('game1')"), server("OFF"),
                server("TME (60)"), server("NOT (TME (60))"),
                server("PRN (SUB ((ENG FLT LON) MTO NTH)"),
                server("HUH (SUB ((ENG FLT LON) ERR MTO))"),
                server("CCD (ITA)"), server("CCD (ITA) (FAL 1903)"), server("NOT (CCD (ITA))"),
                server("SLO (FRA)"), server("DRW"), server("DRW (FRA GER)"),
                server("SMR (SPR 1911) (AUS ('calhamer') ('0.2') 0 1905) (ENG ('dumbbot') ('4') 18)"),
                server("FRM (FRA) (ENG) (PRP (PCE (ENG FRA)))"),
                server("OUT (TUR) (SND (TUR) (PRP (PCE (TUR ENG))))"),
                server("ADM ('server') ('shutting down')"),
                server("YES (GOF)"), server("REJ (HST (SPR 1950))"));
    }

    private static Arguments client(String text) {
        return Arguments.of(text, true);
    }

    private static Arguments server(String text) {
        return Arguments.of(text, false);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kinds")
    void roundTripsAndFitsTheGrammar(String text, boolean fromClient) throws IOException {
        TokenTable table = TokenTable.standard();
        Message m = MessageText.parse(text, table);
        assertEquals(text, m.text(table));
        byte[] wire = Frame.diplomacy(m).toBytes();
        Frame read = new FrameReader(new ByteArrayInputStream(wire), 1000).poll();
        assertEquals(FrameType.DIPLOMACY, read.type());
        assertNull(read.problem());
        assertEquals(m, read.message());
        assertArrayEquals(m.tokens(), Message.fromBytes(m.toBytes(), 0, m.size() * 2).tokens());
        if (m.first() != Tokens.PRN) {
            assertEquals(-1, m.bracketError());
        }
        if (fromClient) {
            Grammar.checkClient(m);
        } else {
            Grammar.checkServer(m);
        }
    }

    @Test
    void theOtherStructuresRoundTrip() throws IOException {
        for (Frame f : List.of(Frame.initial(), Frame.fin(), Frame.error(ErrorCode.ILLEGAL_TOKEN),
                Frame.representation(List.of()), Frame.representation(List.of(new TokenTable.Entry(0x4100, "ONE"),
                        new TokenTable.Entry(0x5500, "LND"))))) {
            Frame read = new FrameReader(new ByteArrayInputStream(f.toBytes()), 1000).poll();
            assertEquals(f, read);
            assertNull(read.problem());
        }
        assertArrayEquals(new byte[] {0, 0, 0, 4, 0, 1, (byte) 0xDA, 0x10}, Frame.initial().toBytes());
        assertArrayEquals(new byte[] {4, 0, 0, 2, 0, 0x0E}, Frame.error(ErrorCode.ILLEGAL_TOKEN).toBytes());
        assertEquals(ErrorCode.ILLEGAL_TOKEN, Frame.error(ErrorCode.ILLEGAL_TOKEN).errorCode());
        Frame rm = Frame.representation(List.of(new TokenTable.Entry(0x4100, "ONE")));
        assertArrayEquals(new byte[] {1, 0, 0, 6, 0x41, 0, 'O', 'N', 'E', 0}, rm.toBytes());
        assertEquals("ONE", rm.entries().get(0).name());
    }

    @Test
    void textKeepsQuotesAndUnnamedTokens() {
        TokenTable table = TokenTable.standard();
        Message m = Message.builder().add(Tokens.ADM).quoted("it's").quoted("").add(0x4E01).build();
        assertEquals("ADM ('it''s') () 0x4E01", m.text(table));
        assertEquals(m, MessageText.parse(m.text(table), table));
        assertEquals(MessageText.parse("nme('a')('b')", table), MessageText.parse("NME ( 'a' ) ( 'b' )", table));
        assertThrows(TextSyntaxException.class, () -> MessageText.parse("NME ('a", table));
        assertThrows(TextSyntaxException.class, () -> MessageText.parse("NME XYZ", table));
        assertThrows(TextSyntaxException.class, () -> MessageText.parse("TME (9000)", table));
        assertThrows(TextSyntaxException.class, () -> MessageText.parse("TME [1]", table));
    }
}
