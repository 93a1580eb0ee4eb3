package calhamer.daide.protocol;

import static calhamer.daide.protocol.Grammar.*;
import static calhamer.daide.protocol.Tokens.*;

/**
 * The grammar of the messages a client sends a server, level 0: joining ({@code NME}, {@code OBS}, {@code IAM}),
 * the requests ({@code MAP}, {@code MDF}, {@code HLO}, {@code SCO}, {@code NOW}, {@code HST}, {@code TME} ...),
 * orders ({@code SUB}, {@code GOF}, {@code NOT (SUB ...)}), draws, the press envelope ({@code SND}), and the replies
 * ({@code YES}, {@code REJ}, {@code HUH}, {@code PRN}). The pieces shared with the server's messages (turns, orders,
 * units, provinces) are in {@link Grammar}.
 */
final class ClientGrammar {
    private ClientGrammar() {
    }

    /** @see Grammar#checkClient */
    static void check(Message m) {
        TokenReader r = new TokenReader(m);
        int command = r.next();
        switch (command) {
            case NME -> {
                r.quoted();
                r.quoted();
            }
            case OBS -> {
                if (r.atOpen()) {
                    r.quoted();
                    r.quoted();
                }
            }
            case IAM -> {
                r.open();
                r.power();
                r.close();
                r.open();
                r.integer();
                r.close();
            }
            case MAP, MDF, HLO, SCO, NOW, MIS, ORD, SMR, GOF -> { }
            case TME -> {
                if (r.atOpen()) {
                    integerGroup(r);
                }
            }
            case HST -> turn(r);
            case SUB -> {
                do {
                    r.open();
                    order(r);
                    r.close();
                } while (!r.atEnd());
            }
            case NOT -> {
                r.open();
                int what = r.next();
                switch (what) {
                    case SUB -> {
                        if (r.atOpen()) {
                            r.open();
                            order(r);
                            r.close();
                        }
                    }
                    case GOF -> { }
                    case TME -> {
                        if (r.atOpen()) {
                            integerGroup(r);
                        }
                    }
                    case DRW -> {
                        if (r.atOpen()) {
                            powers(r);
                        }
                    }
                    default -> throw new SyntaxError("NOT takes SUB, GOF, TME or DRW", r.position() - 1);
                }
                r.close();
            }
            case DRW -> {
                if (r.atOpen()) {
                    powers(r);
                }
            }
            case SND -> {
                powers(r);
                anyGroup(r);
            }
            case ADM -> {
                r.quoted();
                r.quoted();
            }
            case YES, REJ, HUH -> anyGroup(r);
            case PRN -> {
                return; // carries a message whose brackets do not match
            }
            default -> throw new SyntaxError("not a command a client sends", 0);
        }
        r.end();
    }
}
