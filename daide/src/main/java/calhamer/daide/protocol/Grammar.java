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
 *
 * <p>The checks of each direction are in {@link ClientGrammar} and {@link ServerGrammar}; this class holds
 * the entry points and the pieces both share: turns, orders, units, provinces, power lists and groups.
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
        ClientGrammar.check(m);
    }

    /**
     * Checks a message from a server.
     *
     * @throws SyntaxError at the first token that does not fit
     */
    public static void checkServer(Message m) {
        ServerGrammar.check(m);
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

    static void unitBody(TokenReader r) {
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

    static void provinceList(TokenReader r) {
        r.open();
        while (!r.atClose()) {
            adjProvince(r);
        }
        r.close();
    }


    static void powers(TokenReader r) {
        r.open();
        do {
            r.power();
        } while (!r.atClose());
        r.close();
    }

    static void powerOrUno(TokenReader r) {
        if (!r.take(UNO)) {
            r.power();
        }
    }

    static void integerGroup(TokenReader r) {
        r.open();
        r.integer();
        r.close();
    }

    static void anyGroup(TokenReader r) {
        if (!r.atOpen()) {
            throw r.error("expected a bracketed message");
        }
        r.skip();
    }

}
