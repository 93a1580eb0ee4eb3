package calhamer.daide.protocol;

import static calhamer.daide.protocol.Grammar.*;
import static calhamer.daide.protocol.Tokens.*;

/**
 * The grammar of the messages a server sends a client, level 0: the map ({@code MAP}, {@code MDF}, with its powers,
 * provinces and adjacencies), the start ({@code HLO} with its variant options), the game's news ({@code SCO},
 * {@code NOW}, {@code ORD} with its order results, {@code THX}, {@code MIS}, {@code TME}, {@code CCD},
 * {@code NOT}), the end ({@code SLO}, {@code DRW}, {@code SMR}, {@code OFF}), press ({@code FRM}, {@code OUT}) and the
 * replies. The pieces shared with the client's messages (turns, orders, units, provinces) are in {@link Grammar}.
 */
final class ServerGrammar {
    private ServerGrammar() {
    }

    /** @see Grammar#checkServer */
    static void check(Message m) {
        TokenReader r = new TokenReader(m);
        int command = r.next();
        switch (command) {
            case YES, REJ, HUH -> anyGroup(r);
            case PRN -> {
                return;
            }
            case MAP, SVE, LOD -> {
                r.quoted();
            }
            case MDF -> mdf(r);
            case HLO -> {
                r.open();
                powerOrUno(r);
                r.close();
                integerGroup(r);
                r.open();
                while (r.atOpen()) {
                    variantOption(r);
                }
                r.close();
            }
            case SCO -> {
                while (r.atOpen()) {
                    r.open();
                    powerOrUno(r);
                    while (!r.atClose()) {
                        r.province();
                    }
                    r.close();
                }
            }
            case NOW -> {
                turn(r);
                while (r.atOpen()) {
                    r.open();
                    unitBody(r);
                    if (r.take(MRT)) {
                        provinceList(r);
                    }
                    r.close();
                }
            }
            case THX -> {
                r.open();
                order(r);
                r.close();
                r.open();
                if (Tokens.category(r.next()) != ORDER_NOTE) {
                    throw new SyntaxError("expected an order note", r.position() - 1);
                }
                r.close();
            }
            case MIS -> {
                if (r.atOpen()) {
                    r.open();
                    if (Tokens.isInteger(r.peek())) {
                        r.integer();
                        r.close();
                    } else {
                        unitBody(r);
                        if (r.take(MRT)) {
                            provinceList(r);
                        }
                        r.close();
                        while (r.atOpen()) {
                            r.open();
                            unitBody(r);
                            if (r.take(MRT)) {
                                provinceList(r);
                            }
                            r.close();
                        }
                    }
                }
            }
            case ORD -> {
                turn(r);
                r.open();
                order(r);
                r.close();
                r.open();
                result(r);
                r.close();
            }
            case OFF -> { }
            case TME -> integerGroup(r);
            case CCD -> {
                r.open();
                r.power();
                r.close();
                if (r.atOpen()) {
                    turn(r);
                }
            }
            case NOT -> {
                r.open();
                int what = r.next();
                if (what == CCD) {
                    r.open();
                    r.power();
                    r.close();
                } else if (what == TME) {
                    integerGroup(r);
                } else {
                    throw new SyntaxError("NOT from a server takes CCD or TME", r.position() - 1);
                }
                r.close();
            }
            case SLO -> {
                r.open();
                r.power();
                r.close();
            }
            case DRW -> {
                if (r.atOpen()) {
                    powers(r);
                }
            }
            case SMR -> {
                turn(r);
                do {
                    r.open();
                    r.power();
                    r.quoted();
                    r.quoted();
                    r.integer();
                    if (!r.atClose()) {
                        r.integer();
                    }
                    r.close();
                } while (!r.atEnd());
            }
            case FRM -> {
                r.open();
                r.power();
                r.close();
                powers(r);
                anyGroup(r);
            }
            case OUT -> {
                r.open();
                r.power();
                r.close();
                anyGroup(r);
            }
            case ADM -> {
                r.quoted();
                r.quoted();
            }
            default -> throw new SyntaxError("not a command a server sends", 0);
        }
        r.end();
    }

    private static void result(TokenReader r) {
        int first = r.next();
        int c = Tokens.category(first);
        if (first == RET) {
            return;
        }
        if (c != RESULT && c != ORDER_NOTE) {
            throw new SyntaxError("expected an order result", r.position() - 1);
        }
        r.take(RET);
    }

    private static void variantOption(TokenReader r) {
        r.open();
        int option = r.next();
        if (Tokens.category(option) != PARAMETER) {
            throw new SyntaxError("expected a variant option", r.position() - 1);
        }
        if (option == LVL || option == MTL || option == RTL || option == BTL || option == PTL) {
            r.integer();
        }
        r.close();
    }

    /** {@code (powers) (provinces) (adjacencies)} after {@code MDF}. */
    private static void mdf(TokenReader r) {
        powers(r);
        r.open();
        r.open();
        while (r.atOpen()) {
            r.open();
            if (r.atOpen()) {
                powers(r);
            } else {
                powerOrUno(r);
            }
            while (!r.atClose()) {
                r.province();
            }
            r.close();
        }
        r.close();
        r.open();
        while (!r.atClose()) {
            r.province();
        }
        r.close();
        r.close();
        r.open();
        while (r.atOpen()) {
            r.open();
            r.province();
            while (r.atOpen()) {
                r.open();
                if (r.take(BRA)) {
                    r.expect(FLT);
                    if (!Tokens.isCoast(r.peek())) {
                        throw r.error("expected a coast");
                    }
                    r.next();
                    r.close();
                } else if (!r.take(AMY)) {
                    r.expect(FLT);
                }
                while (!r.atClose()) {
                    adjProvince(r);
                }
                r.close();
            }
            r.close();
        }
        r.close();
    }
}
