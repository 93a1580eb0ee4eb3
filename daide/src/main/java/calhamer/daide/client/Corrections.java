package calhamer.daide.client;

import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Unit;
import calhamer.daide.board.Notation;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.TokenReader;
import calhamer.daide.protocol.TokenTable;
import calhamer.daide.protocol.Tokens;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The orders a client sends when the server refuses one ({@code THX} with a note other than {@code MBV}) or misses
 * some ({@code MIS}): always ones the server accepts: a hold, a disband, a waive, the removal of a unit.
 */
final class Corrections {
    private static final Logger LOG = LoggerFactory.getLogger(Corrections.class);

    private Corrections() {
    }

    /**
     * @param r    a reader of {@code THX (order) (note)} after its first token
     * @param me   the client's power token
     * @return the {@code SUB} of the safe order for the refused one's unit, or null (accepted, or nothing safer)
     */
    static Message forRefusal(TokenReader r, PhaseType phase, int me, TokenTable table) {
        Message order = r.group();
        r.open();
        int note = r.next();
        if (note == Tokens.MBV) {
            return null;
        }
        LOG.info("order refused ({}): {}", table.name(note).orElse("?"), order.text(table));
        TokenReader o = new TokenReader(order);
        if (!o.atOpen()) {
            return null;
        }
        o.skip();
        Message unit = order.slice(0, o.position());
        int kind = o.next();
        Message safe = switch (phase) {
            case MOVEMENT -> kind == Tokens.HLD ? null : Message.builder().add(unit).add(Tokens.HLD).build();
            case RETREAT -> kind == Tokens.DSB ? null : Message.builder().add(unit).add(Tokens.DSB).build();
            case ADJUSTMENT -> kind == Tokens.BLD ? Message.of(me, Tokens.WVE) : null;
        };
        return safe == null ? null : Message.builder().add(Tokens.SUB).group(safe).build();
    }

    /**
     * @param r         a reader of {@code MIS ...} after its first token, at its first group
     * @param removable the client's units not yet ordered removed (for a count of removals owed)
     * @return the {@code SUB} of holds, disbands, waives or removals for what is missing, or null for nothing
     */
    static Message forMissing(TokenReader r, int me, List<Unit> removable, Notation notation) {
        Message.Builder b = Message.builder().add(Tokens.SUB);
        while (r.atOpen()) {
            r.open();
            if (Tokens.isInteger(r.peek())) {
                int owed = r.integer();
                for (int i = 0; i < -owed; i++) {
                    b.group(me, Tokens.WVE);
                }
                for (int i = 0; i < owed && i < removable.size(); i++) {
                    Message.Builder o = Message.builder();
                    notation.unit(o, removable.get(removable.size() - 1 - i));
                    b.open().add(o.build()).add(Tokens.REM).close();
                }
            } else {
                int from = r.position();
                r.next();
                r.next();
                if (r.atOpen()) {
                    r.skip();
                } else {
                    r.next();
                }
                Message unit = r.message().slice(from, r.position());
                boolean retreat = r.take(Tokens.MRT);
                if (retreat) {
                    r.skip();
                }
                b.open().group(unit).add(retreat ? Tokens.DSB : Tokens.HLD).close();
            }
            r.close();
        }
        return b.size() > 1 ? b.build() : null;
    }
}
