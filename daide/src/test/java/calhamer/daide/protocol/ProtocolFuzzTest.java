package calhamer.daide.protocol;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random input never gets anything but the protocol's answers out of the message layer: frames or their error
 * codes from octets, {@link SyntaxError} from the grammar, {@link TextSyntaxException} from text. Seeded.
 */
class ProtocolFuzzTest {
    private static final int CASES = 20_000;

    @Test
    void randomTokensGiveOnlySyntaxErrors() {
        SplittableRandom random = new SplittableRandom(7);
        int[] common = {Tokens.BRA, Tokens.KET, Tokens.BRA, Tokens.KET, Tokens.SUB, Tokens.NOW, Tokens.HLD,
            Tokens.MTO, Tokens.AMY, Tokens.FLT, Tokens.SPR, 0x4101, 0x5214, 0x574A, Tokens.NCS, Tokens.MRT,
            Tokens.text('a'), Tokens.integer(1901), Tokens.WVE, Tokens.SUP, Tokens.CTO, Tokens.VIA};
        int parsed = 0;
        for (int i = 0; i < CASES; i++) {
            int n = random.nextInt(1, 24);
            int[] t = new int[n];
            for (int k = 0; k < n; k++) {
                t[k] = random.nextInt(4) == 0 ? random.nextInt(0x10000) : common[random.nextInt(common.length)];
            }
            if (random.nextInt(3) == 0) {
                t[0] = 0x4800 + random.nextInt(0x1F);
            }
            Message m = Message.of(t);
            if (m.bracketError() >= 0 || m.illegalToken() >= 0) {
                continue;
            }
            for (boolean client : new boolean[] {true, false}) {
                try {
                    if (client) {
                        Grammar.checkClient(m);
                    } else {
                        Grammar.checkServer(m);
                    }
                    parsed++;
                } catch (SyntaxError e) {
                    assertTrue(e.index() >= 0 && e.index() <= m.size(), m + " at " + e.index());
                    m.withErrorAt(e.index());
                }
            }
            MessageText.parse(m.text(TokenTable.standard()), TokenTable.standard());
        }
        assertTrue(parsed > 0, "some random messages fit the grammar");
    }

    @Test
    void randomOctetsGiveFramesOrErrorCodes() {
        SplittableRandom random = new SplittableRandom(8);
        for (int i = 0; i < CASES; i++) {
            byte[] b = new byte[random.nextInt(0, 40)];
            random.nextBytes(b);
            if (b.length > 0 && random.nextBoolean()) {
                b[0] = (byte) random.nextInt(6);
            }
            if (b.length > 3 && random.nextBoolean()) {
                b[2] = 0;
                b[3] = (byte) random.nextInt(b.length);
            }
            FrameReader r = new FrameReader(new ByteArrayInputStream(b), 1000);
            try {
                while (true) {
                    Frame f = r.poll();
                    f.problem();
                }
            } catch (FrameException | EOFException e) {
                // the answers the protocol has
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        }
    }

    @Test
    void randomTextGivesOnlyTextErrors() {
        SplittableRandom random = new SplittableRandom(9);
        String alphabet = "()' -0123456789xABCDEFGHIJKLMNOPQRSTUVWXYZnmeow\u00e9";
        for (int i = 0; i < CASES; i++) {
            StringBuilder s = new StringBuilder();
            int n = random.nextInt(0, 30);
            for (int k = 0; k < n; k++) {
                s.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            try {
                MessageText.parse(s.toString(), TokenTable.standard());
            } catch (TextSyntaxException e) {
                // the answer text has
            }
        }
    }
}
