package calhamer.daide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Disband;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Retreat;
import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.Dislodgement;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.daide.board.BoardReader;
import calhamer.daide.board.MapTokens;
import calhamer.daide.board.Notation;
import calhamer.daide.board.PhaseRecord;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.TokenReader;
import calhamer.daide.protocol.TokenTable;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Replays a game record through the batch adjudicator's reader and the adjudicator, and checks every phase against
 * what the server announced to an observer: the position after it (NOW with the latest SCO) and each ORD's result
 * (its RET exactly for the units the replay dislodges, SUC exactly for the orders that succeed).
 */
public final class GameReplay {
    private GameReplay() {
    }

    /** @return the number of phases checked */
    public static int check(DiplomacyMap map, List<String> record, List<Message> announced, TokenTable table)
            throws IOException {
        MapTokens tokens = MapTokens.matching(map, table).orElseThrow();
        Notation notation = new Notation(tokens);
        Adjudicator adjudicator = new Adjudicator(map);
        List<Position> nows = new ArrayList<>();
        Map<String, List<Message>> ords = new HashMap<>();
        Map<Province, Power> centres = map.start().centers();
        for (Message m : announced) {
            if (m.first() == Tokens.SCO) {
                centres = BoardReader.sco(m, notation);
            } else if (m.first() == Tokens.NOW) {
                nows.add(BoardReader.position(map, BoardReader.now(m, notation), centres, u -> null));
            } else if (m.first() == Tokens.ORD) {
                TokenReader r = new TokenReader(m);
                r.next();
                ords.computeIfAbsent(Notation.readTurn(r).toString(), k -> new ArrayList<>()).add(m);
            }
        }
        assertEquals(record.size() + 1, nows.size(), "a NOW at the start and after every recorded phase");
        Position position = Position.start(map);
        for (int i = 0; i < record.size(); i++) {
            PhaseRecord.Line line = PhaseRecord.read(record.get(i), id -> map);
            assertEquals(position, line.position(), "phase " + i + " follows the one before");
            PhaseResult r = adjudicator.adjudicate(line.position(), line.orders(),
                    AdjudicationOptions.DEFAULT.withEdition(line.edition()));
            assertSame(r.next(), nows.get(i + 1), line.position().phase().toString());
            checkResults(line.position(), r, ords.getOrDefault(line.position().phase().toString(), List.of()),
                    notation, adjudicator);
            position = r.next();
        }
        return record.size();
    }

    private static void assertSame(Position replayed, Position announced, String phase) {
        assertEquals(replayed.phase(), announced.phase(), phase);
        assertEquals(Set.copyOf(replayed.units()), Set.copyOf(announced.units()), phase);
        assertEquals(replayed.centers(), announced.centers(), phase);
        assertEquals(Set.copyOf(replayed.dislodged().stream().map(DislodgedUnit::unit).toList()),
                Set.copyOf(announced.dislodged().stream().map(DislodgedUnit::unit).toList()), phase);
    }

    private static void checkResults(Position before, PhaseResult r, List<Message> ords, Notation notation,
                                     Adjudicator adjudicator) {
        Map<Province, Outcome> outcome = new HashMap<>();
        Map<Province, Order> given = new HashMap<>();
        for (OrderResult o : r.orders()) {
            Order order = adjudicator.parser().parse(o.order());
            if (order.unit() != null) {
                outcome.put(order.unit().province(), o.outcome());
                given.put(order.unit().province(), order);
            }
        }
        Set<Province> dislodged = new HashSet<>();
        for (Dislodgement d : r.dislodged()) {
            dislodged.add(d.unit().province());
        }
        int expected = switch (before.phase().type()) {
            case MOVEMENT -> before.units().size();
            case RETREAT -> before.dislodged().size();
            case ADJUSTMENT -> -1;
        };
        if (expected >= 0) {
            assertEquals(expected, ords.size(), "one ORD per unit in " + before.phase());
        }
        for (Message m : ords) {
            TokenReader t = new TokenReader(m);
            t.next();
            Notation.readTurn(t);
            t.open();
            Notation.Read read = notation.readOrder(t, before);
            t.close();
            t.open();
            int first = t.next();
            boolean ret = first == Tokens.RET || t.take(Tokens.RET);
            String what = before.phase() + " " + m;
            if (read.order().unit() == null) {
                assertEquals(Tokens.SUC, first, what);
                continue;
            }
            Province p = read.order().unit().province();
            Outcome o = outcome.get(p);
            if (before.phase().type() == PhaseType.MOVEMENT) {
                assertEquals(dislodged.contains(p), ret, "RET exactly for the dislodged: " + what);
                assertEquals(o == null ? !dislodged.contains(p) : o == Outcome.SUCCEEDED, first == Tokens.SUC,
                        "SUC exactly for what succeeded: " + what);
            } else if (before.phase().type() == PhaseType.RETREAT) {
                boolean ok = o == null || given.get(p) instanceof Disband
                        || given.get(p) instanceof Retreat && o == Outcome.SUCCEEDED;
                assertEquals(ok, first == Tokens.SUC, what);
                assertFalse(ret, what);
            } else {
                assertTrue(first == Tokens.SUC, what);
            }
        }
    }
}
