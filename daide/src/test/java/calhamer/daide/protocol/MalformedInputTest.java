package calhamer.daide.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketTimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Malformed, truncated and oversized input gets the protocol's answers: the error message's codes for broken
 * structures, {@code PRN} for unmatched brackets, {@code HUH} with {@code ERR} at the first offending token.
 */
class MalformedInputTest {
    private static final TokenTable T = TokenTable.standard();

    @Test
    void brokenStructuresGetTheirErrorCodes() {
        assertEquals(ErrorCode.WRONG_MAGIC, new Frame(FrameType.INITIAL, new byte[] {0, 1, 0x12, 0x34}).problem());
        assertEquals(ErrorCode.WRONG_ENDIAN, new Frame(FrameType.INITIAL, new byte[] {0, 1, 0x10, (byte) 0xDA})
                .problem());
        assertEquals(ErrorCode.VERSION, new Frame(FrameType.INITIAL, new byte[] {0, 2, (byte) 0xDA, 0x10})
                .problem());
        assertEquals(ErrorCode.TOO_SHORT, new Frame(FrameType.INITIAL, new byte[] {0, 1}).problem());
        assertEquals(ErrorCode.TOO_SHORT, new Frame(FrameType.DIPLOMACY, new byte[] {0x48}).problem());
        assertEquals(ErrorCode.TOO_SHORT, new Frame(FrameType.DIPLOMACY, new byte[0]).problem());
        assertEquals(ErrorCode.TOO_SHORT, new Frame(FrameType.DIPLOMACY, new byte[] {0x48, 0x0E, 0x40}).problem());
        assertEquals(ErrorCode.ILLEGAL_TOKEN, new Frame(FrameType.DIPLOMACY, new byte[] {0x58, 0x01}).problem());
        assertEquals(ErrorCode.TOO_SHORT, new Frame(FrameType.REPRESENTATION, new byte[5]).problem());
        assertEquals(ErrorCode.ILLEGAL_TOKEN, new Frame(FrameType.REPRESENTATION,
                new byte[] {0x48, 0, 'A', 'B', 'C', 0}).problem());
        assertEquals(ErrorCode.UNKNOWN_MESSAGE, new Frame(FrameType.FINAL, new byte[1]).problem());
        assertEquals(ErrorCode.TOO_SHORT, new Frame(FrameType.ERROR, new byte[1]).problem());
        assertNull(new Frame(FrameType.DIPLOMACY, new byte[] {0x48, 0x0E, 0x4E, 0x01}).problem(),
                "a token not listed may be valid (protocol 4.1)");
        assertThrows(IllegalArgumentException.class, () -> new Frame(FrameType.DIPLOMACY, new byte[65536]));
    }

    @Test
    void anUnknownTypeIsRefusedAtItsHeader() {
        FrameException e = assertThrows(FrameException.class, () -> new FrameReader(new ByteArrayInputStream(
                new byte[] {9, 0, (byte) 0xFF, (byte) 0xFF}), 1000).poll());
        assertEquals(ErrorCode.UNKNOWN_MESSAGE, e.code());
    }

    @Test
    void truncatedMessagesEndTheConnection() {
        byte[] whole = Frame.diplomacy(MessageText.parse("NME ('a') ('b')", T)).toBytes();
        for (int cut = 1; cut < whole.length; cut++) {
            byte[] part = java.util.Arrays.copyOf(whole, cut);
            assertThrows(EOFException.class, () -> new FrameReader(new ByteArrayInputStream(part), 1000).poll());
        }
    }

    @Test
    void theLargestMessageIsRead() throws IOException {
        byte[] big = new byte[4 + 65534];
        big[0] = 2;
        big[2] = (byte) 0xFF;
        big[3] = (byte) 0xFE;
        for (int i = 4; i < big.length; i += 2) {
            big[i] = 0x4B;
            big[i + 1] = 'x';
        }
        Frame f = new FrameReader(new ByteArrayInputStream(big), 1000).poll();
        assertEquals(32767, f.message().size());
        assertNull(f.problem());
    }

    /** A stream that times out after every octet, the way a socket does when its peer sends nothing more. */
    private static InputStream stallingAfter(byte[] data) {
        return new InputStream() {
            int at;
            boolean timedOut;

            @Override
            public int read() throws IOException {
                throw new UnsupportedOperationException();
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (at >= data.length || timedOut) {
                    timedOut = false;
                    try {
                        Thread.sleep(5);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    throw new SocketTimeoutException();
                }
                timedOut = true;
                b[off] = data[at++];
                return 1;
            }
        };
    }

    @Test
    void aMessageThatStopsHalfWayIsCutOffAfterTheStallLimit() throws IOException {
        FrameReader patient = new FrameReader(stallingAfter(new byte[] {2, 0, 0, 8, 0x48}), 600_000);
        for (int i = 0; i < 10; i++) {
            assertNull(patient.poll(), "a message under way is waited for while within the stall limit");
        }
        FrameReader r = new FrameReader(stallingAfter(new byte[] {2, 0, 0, 8, 0x48}), 30);
        assertThrows(StallException.class, () -> {
            while (true) {
                r.poll();
            }
        });
        FrameReader idle = new FrameReader(stallingAfter(new byte[0]), 30);
        for (int i = 0; i < 20; i++) {
            assertNull(idle.poll(), "silence between messages is not a stall");
        }
    }

    @Test
    void aMessageArrivingSlowlyButWithinTheLimitIsRead() throws IOException {
        byte[] whole = Frame.diplomacy(MessageText.parse("NOW", T)).toBytes();
        FrameReader r = new FrameReader(stallingAfter(whole), 10_000);
        Frame f = null;
        while (f == null) {
            f = r.poll();
        }
        assertEquals(MessageText.parse("NOW", T), f.message());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "NME ('a') ('b'|4",
        "NME ('a')) ('b')|4",
        "NOW (SPR 1901) ((AUS AMY VIE)|5",
        ")|0"})
    void unmatchedBracketsAreFound(String text, int at) {
        assertEquals(at, MessageText.parse(text, T).bracketError());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "NME ('calhamer')|NME ('calhamer') ERR",
        "NME ('a') ('b') ('c')|NME ('a') ('b') ERR ('c')",
        "IAM (FRA) (ENG)|IAM (FRA) (ERR ENG)",
        "SUB ((ENG FLT LON) MTO)|SUB ((ENG FLT LON) MTO ERR)",
        "SUB ((ENG FLT LON) JMP NTH)|SUB ((ENG FLT LON) ERR 0x4E01 NTH)",
        "SUB ((ENG SUB LON) HLD)|SUB ((ENG ERR SUB LON) HLD)",
        "SUB ((ENG FLT (STP ENG)) HLD)|SUB ((ENG FLT (STP ERR ENG)) HLD)",
        "HST (ECH 1901)|HST (ERR ECH 1901)",
        "THX ((ENG FLT LON) HLD)|THX ((ENG FLT LON) HLD) ERR",
        "NOT (HLO)|NOT (ERR HLO)",
        "SND (ENG)|SND (ENG) ERR",
        "PCE (ENG FRA)|ERR PCE (ENG FRA)",
        "1901|ERR 1901"})
    void grammarErrorsPointAtTheFirstOffendingToken(String text, String huh) {
        String input = text.replace("JMP", "0x4E01");
        Message m = MessageText.parse(input, T);
        SyntaxError e = assertThrows(SyntaxError.class, () -> {
            if (m.first() == Tokens.THX) {
                Grammar.checkServer(m);
            } else {
                Grammar.checkClient(m);
            }
        });
        assertEquals(huh, m.withErrorAt(e.index()).text(T));
    }
}
