package calhamer.daide.protocol;

import static calhamer.daide.protocol.Tokens.*;

/**
 * The message syntax of the DAIDE Message Syntax document, level 0 (no press), as a checker of structure: whether a
 * message is one a client may send to a server ({@link #checkClient}) or a server to a client
 * ({@link #checkServer}). Press ({@code SND}, {@code FRM}) is checked as far as its envelope: the press message is
 * any bracketed sequence, left to the receiver, which at level 0 answers it as the document asks. Powers and
 * provinces are checked by category only: whether they are on the map is for the receiver to judge. Brackets must
 * match, except in {@code PRN}, which carries a message whose brackets do not.
 *
 * <p>Lenient where the documents' own examples and other implementations are: a supported move may name a coast,
 * which is ignored.
 */
public final class Grammar {
    private Grammar() {
    }

    /**
     * Checks a message from a client.
     *
     * @throws SyntaxError at the first token that does not fit (brackets are checked first: the caller answers a
     *                     message with unmatched brackets with {@code PRN}, see {@link Message#bracketError()})
     */
    public static void checkClient(Message m) {
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

    /**
     * Checks a message from a server.
     *
     * @throws SyntaxError at the first token that does not fit
     */
    public static void checkServer(Message m) {
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

    /** {@code (season year)}. */
    public static void turn(TokenReader r) {
        r.open();
        int season = r.next();
        if (Tokens.category(season) != PHASE || (season & 0xFF) > 4) {
            throw new SyntaxError("expected a season", r.position() - 1);
        }
        r.integer();
        r.close();
    }

    /** One order inside its brackets: {@code (unit) HLD}, ..., or {@code power WVE}. */
    public static void order(TokenReader r) {
        if (Tokens.isPower(r.peek())) {
            r.power();
            r.expect(WVE);
            return;
        }
        unit(r);
        int kind = r.next();
        switch (kind) {
            case HLD, DSB, BLD, REM -> { }
            case MTO, RTO -> adjProvince(r);
            case SUP -> {
                unit(r);
                if (r.take(MTO)) {
                    adjProvince(r);
                }
            }
            case CVY -> {
                unit(r);
                r.expect(CTO);
                r.province();
            }
            case CTO -> {
                adjProvince(r);
                r.expect(VIA);
                r.open();
                while (!r.atClose()) {
                    r.province();
                }
                r.close();
            }
            default -> throw new SyntaxError("expected an order", r.position() - 1);
        }
    }

    /** {@code (power unit_type adj_prov)}. */
    public static void unit(TokenReader r) {
        r.open();
        unitBody(r);
        r.close();
    }

    private static void unitBody(TokenReader r) {
        r.power();
        int type = r.next();
        if (type != AMY && type != FLT) {
            throw new SyntaxError("expected AMY or FLT", r.position() - 1);
        }
        adjProvince(r);
    }

    /** {@code province} or {@code (province coast)}. */
    public static void adjProvince(TokenReader r) {
        if (r.take(BRA)) {
            r.province();
            if (!Tokens.isCoast(r.peek())) {
                throw r.error("expected a coast");
            }
            r.next();
            r.close();
        } else {
            r.province();
        }
    }

    private static void provinceList(TokenReader r) {
        r.open();
        while (!r.atClose()) {
            adjProvince(r);
        }
        r.close();
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

    private static void powers(TokenReader r) {
        r.open();
        do {
            r.power();
        } while (!r.atClose());
        r.close();
    }

    private static void powerOrUno(TokenReader r) {
        if (!r.take(UNO)) {
            r.power();
        }
    }

    private static void integerGroup(TokenReader r) {
        r.open();
        r.integer();
        r.close();
    }

    private static void anyGroup(TokenReader r) {
        if (!r.atOpen()) {
            throw r.error("expected a bracketed message");
        }
        r.skip();
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
