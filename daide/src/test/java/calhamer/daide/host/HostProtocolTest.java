package calhamer.daide.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.daide.RawClient;
import calhamer.daide.protocol.ErrorCode;
import calhamer.daide.protocol.Frame;
import calhamer.daide.protocol.FrameType;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.TokenTable;
import calhamer.maps.io.BundledMaps;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The server keeps the protocol with a client that does not: broken structures get the error message's codes and
 * the connection ends; language errors get PRN and HUH and the connection goes on; a stalled or flooding client is
 * cut off; commands out of place are refused.
 */
class HostProtocolTest {
    private static DaideHost host;

    @BeforeAll
    static void start() throws IOException {
        host = DaideHost.start(HostOptions.defaults(BundledMaps.load("standard")).withStallMillis(300)
                .withFlood(20, 40));
    }

    @AfterAll
    static void stop() {
        host.close();
    }

    private static ErrorCode errorAfter(RawClient c) throws IOException {
        Frame f = c.frame(5000);
        while (f != null && f.type() != FrameType.ERROR) {
            f = c.frame(5000);
        }
        assertTrue(f != null, "an error message");
        assertTrue(c.closedWithin(3000), "the connection is closed");
        return f.errorCode();
    }

    @Test
    void theFirstMessageMustBeTheInitialOne() throws IOException {
        try (RawClient c = new RawClient(host.port())) {
            c.send("NME ('a') ('b')");
            assertEquals(ErrorCode.IM_NOT_FIRST, errorAfter(c));
        }
        try (RawClient c = new RawClient(host.port())) {
            c.send(new Frame(FrameType.INITIAL, new byte[] {0, 1, 0x12, 0x34}));
            assertEquals(ErrorCode.WRONG_MAGIC, errorAfter(c));
        }
        try (RawClient c = new RawClient(host.port())) {
            c.send(new Frame(FrameType.INITIAL, new byte[] {0, 1, 0x10, (byte) 0xDA}));
            assertEquals(ErrorCode.WRONG_ENDIAN, errorAfter(c));
        }
        try (RawClient c = new RawClient(host.port())) {
            c.send(new Frame(FrameType.INITIAL, new byte[] {0, 7, (byte) 0xDA, 0x10}));
            assertEquals(ErrorCode.VERSION, errorAfter(c));
        }
    }

    @Test
    void theStandardMapsRepresentationDefinesItsTokens() throws IOException {
        try (RawClient c = new RawClient(host.port())) {
            c.send(Frame.initial());
            Frame rm = c.frame(5000);
            assertEquals(FrameType.REPRESENTATION, rm.type());
            assertEquals(TokenTable.standard().entries().size() * 6, rm.length());
        }
    }

    @Test
    void brokenStructuresEndTheConnectionWithTheirCode() throws IOException {
        List<Object[]> cases = List.of(
                new Object[] {Frame.initial(), ErrorCode.DUPLICATE_IM},
                new Object[] {Frame.representation(List.of()), ErrorCode.RM_FROM_CLIENT},
                new Object[] {new byte[] {7, 0, 0, 0}, ErrorCode.UNKNOWN_MESSAGE},
                new Object[] {new byte[] {2, 0, 0, 3, 0x48, 0x0E, 0x40}, ErrorCode.TOO_SHORT},
                new Object[] {new byte[] {2, 0, 0, 2, 0x5A, 0x01}, ErrorCode.ILLEGAL_TOKEN});
        for (Object[] c : cases) {
            try (RawClient client = RawClient.joined(host.port())) {
                if (c[0] instanceof Frame f) {
                    client.send(f);
                } else {
                    client.sendBytes((byte[]) c[0]);
                }
                assertEquals(c[1], errorAfter(client));
            }
        }
    }

    @Test
    void languageErrorsAreAnsweredAndTheConnectionGoesOn() throws IOException {
        try (RawClient c = RawClient.joined(host.port())) {
            c.send("NME ('a') ('b'");
            assertEquals("PRN (NME ('a') ('b')", c.await("PRN", 3000));
            c.send("NME ('a') (17)");
            assertEquals("HUH (NME ('a') (ERR 17))", c.await("HUH", 3000));
            c.send("SND (FRA) (PRP (PCE (FRA ENG)))");
            assertEquals("HUH (SND (FRA) (ERR PRP (PCE (FRA ENG))))", c.await("HUH", 3000));
            c.send("HUH (NOW ERR)");
            c.send("SUB ((ENG FLT LON) HLD)");
            assertEquals("REJ (SUB ((ENG FLT LON) HLD))", c.await("REJ", 3000));
            c.send("NOW");
            assertEquals("REJ (NOW)", c.await("REJ", 3000));
            c.send("HLO");
            assertEquals("REJ (HLO)", c.await("REJ", 3000));
            c.send("ADM ('a') ('hello')");
            assertEquals("REJ (ADM ('a') ('hello'))", c.await("REJ", 3000));
            c.send("TME");
            assertEquals("REJ (TME)", c.await("REJ", 3000));
            c.send("HST (SPR 1901)");
            assertEquals("REJ (HST (SPR 1901))", c.await("REJ", 3000));
            c.send("HST (SPR -5)");
            assertEquals("HUH (HST (SPR ERR -5))", c.await("HUH", 3000));
            c.send("YES (MAP ('standard' 0x4E01))");
            c.send("MAP");
            assertEquals("MAP ('standard')", c.await("MAP", 3000));
            c.send("MDF");
            assertTrue(c.await("MDF", 3000).startsWith("MDF (AUS ENG FRA GER ITA RUS TUR)"));
            c.send(Message.of(0x4E01, 0x4E02));
            assertEquals("HUH (ERR 0x4E01 0x4E02)", c.await("HUH", 3000));
        }
    }

    @Test
    void aStalledMessageCutsTheClientOff() throws IOException {
        try (RawClient c = RawClient.joined(host.port())) {
            c.sendBytes(new byte[] {2, 0, 0, 20, 0x48});
            assertTrue(c.closedWithin(5000));
        }
    }

    @Test
    void aFloodCutsTheClientOff() throws IOException {
        try (RawClient c = RawClient.joined(host.port())) {
            for (int i = 0; i < 200; i++) {
                try {
                    c.send("MAP");
                } catch (IOException e) {
                    break;
                }
            }
            assertTrue(c.closedWithin(5000));
        }
        try (RawClient c = RawClient.joined(host.port())) {
            c.send("MAP");
            assertEquals("MAP ('standard')", c.await("MAP", 3000), "others are served as before");
        }
    }
}
