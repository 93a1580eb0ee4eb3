package calhamer.daide.board;

import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.TokenReader;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * A client's reading of the board messages: {@code NOW} (the turn, the units, the dislodged ones with their
 * retreats) and {@code SCO} (the centres' owners), and the position they make together.
 */
public final class BoardReader {
    private BoardReader() {
    }

    /**
     * A {@code NOW} message as read.
     *
     * @param phase     the turn
     * @param units     the units on the board
     * @param dislodged the dislodged units (retreat phases), with where each may retreat
     */
    public record Now(Phase phase, List<Unit> units, Map<Unit, List<Location>> dislodged) {
    }

    /**
     * @throws calhamer.daide.protocol.SyntaxError when the message is not a {@code NOW}
     * @throws IllegalArgumentException            when it names what is not on the map
     */
    public static Now now(Message m, Notation notation) {
        DiplomacyMap map = notation.tokens().map();
        TokenReader r = new TokenReader(m);
        r.expect(Tokens.NOW);
        Phase phase = Notation.readTurn(r);
        List<Unit> units = new ArrayList<>();
        Map<Unit, List<Location>> dislodged = new LinkedHashMap<>();
        while (r.atOpen()) {
            r.open();
            Notation.UnitSpec spec = notation.readUnitBody(r);
            Unit u = new Unit(known(spec.power()), spec.type(), location(spec.place(), map));
            if (r.take(Tokens.MRT)) {
                List<Location> to = new ArrayList<>();
                r.open();
                while (!r.atClose()) {
                    to.add(location(notation.readPlace(r), map));
                }
                r.close();
                dislodged.put(u, to);
            } else {
                units.add(u);
            }
            r.close();
        }
        r.end();
        return new Now(phase, units, dislodged);
    }

    /**
     * @return each centre's owner ({@code UNO} centres are left out)
     * @throws calhamer.daide.protocol.SyntaxError when the message is not an {@code SCO}
     */
    public static Map<Province, Power> sco(Message m, Notation notation) {
        TokenReader r = new TokenReader(m);
        r.expect(Tokens.SCO);
        Map<Province, Power> owners = new LinkedHashMap<>();
        while (r.atOpen()) {
            r.open();
            Power owner = r.take(Tokens.UNO) ? null : known(notation.tokens().power(r.power()));
            while (!r.atClose()) {
                Province p = notation.tokens().province(r.province());
                if (p == null) {
                    throw new IllegalArgumentException("a province not on the map");
                }
                if (owner != null) {
                    owners.put(p, owner);
                }
            }
            r.close();
        }
        r.end();
        return owners;
    }

    /**
     * The position of a {@code NOW} and the latest {@code SCO}.
     *
     * @param attackerFrom where the attack on a dislodged unit came from, or null when unknown (then the unit's
     *                     retreats are not restricted by it)
     */
    public static Position position(DiplomacyMap map, Now now, Map<Province, Power> centres,
                                    Function<Unit, Province> attackerFrom) {
        List<DislodgedUnit> dislodged = new ArrayList<>();
        now.dislodged().keySet().forEach(u -> dislodged.add(new DislodgedUnit(u, attackerFrom.apply(u))));
        return Position.of(map, now.phase(), now.units(), centres, dislodged, Set.of());
    }

    private static Power known(Power p) {
        if (p == null) {
            throw new IllegalArgumentException("a power not on the map");
        }
        return p;
    }

    private static Location location(Notation.Place place, DiplomacyMap map) {
        Location l = place.on(map);
        if (l == null) {
            throw new IllegalArgumentException("a location not on the map");
        }
        return l;
    }
}
