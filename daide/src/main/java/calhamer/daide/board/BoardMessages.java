package calhamer.daide.board;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Retreat;
import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The messages that describe a map and a position, as a server sends them: {@code MDF}, {@code SCO}, {@code NOW}
 * (retreat phases list each dislodged unit's retreats after {@code MRT}), and the unit lists of {@code MIS}.
 * Thread-safe.
 */
public final class BoardMessages {
    private final MapTokens tokens;
    private final Notation notation;
    private final DiplomacyMap map;
    private final LegalOrders legal;

    public BoardMessages(MapTokens tokens, Adjudicator adjudicator) {
        this.tokens = tokens;
        this.notation = new Notation(tokens);
        this.map = tokens.map();
        this.legal = new LegalOrders(adjudicator);
    }

    /** @return the notation on this map */
    public Notation notation() {
        return notation;
    }

    /**
     * {@code MDF (powers) ((supply centres) (other provinces)) (adjacencies)}: centres by the power whose home they
     * are ({@code UNO} for none), provinces and adjacencies in token order, a split-coast province's fleet moves per
     * coast.
     */
    public Message mdf() {
        Message.Builder b = Message.builder().add(Tokens.MDF).open();
        for (Power p : map.powers()) {
            b.add(tokens.token(p));
        }
        b.close().open().open();
        List<Province> provinces = new ArrayList<>(map.provinces());
        provinces.sort(Comparator.comparingInt(p -> tokens.token(p) & 0xFF));
        Map<Power, List<Province>> homes = new LinkedHashMap<>();
        for (Power p : map.powers()) {
            homes.put(p, new ArrayList<>());
        }
        List<Province> neutral = new ArrayList<>();
        List<Province> others = new ArrayList<>();
        for (Province p : provinces) {
            if (!p.supplyCenter()) {
                others.add(p);
            } else if (p.home() != null) {
                homes.get(p.home()).add(p);
            } else {
                neutral.add(p);
            }
        }
        homes.forEach((power, centres) -> {
            if (!centres.isEmpty()) {
                b.open().add(tokens.token(power));
                centres.forEach(c -> b.add(tokens.token(c)));
                b.close();
            }
        });
        if (!neutral.isEmpty()) {
            b.open().add(Tokens.UNO);
            neutral.forEach(c -> b.add(tokens.token(c)));
            b.close();
        }
        b.close().open();
        others.forEach(p -> b.add(tokens.token(p)));
        b.close().close().open();
        for (Province p : provinces) {
            b.open().add(tokens.token(p));
            if (p.terrain().allowsArmy()) {
                b.open().add(Tokens.AMY);
                map.adjacency().armyNeighbours(p).forEach(q -> b.add(tokens.token(q)));
                b.close();
            }
            for (Location l : map.fleetLocations(p)) {
                b.open();
                if (l.hasCoast()) {
                    b.open().add(Tokens.FLT, MapTokens.coastToken(l.coast())).close();
                } else {
                    b.add(Tokens.FLT);
                }
                map.adjacency().fleetNeighbours(l).forEach(n -> notation.location(b, n));
                b.close();
            }
            b.close();
        }
        return b.close().build();
    }

    /** {@code SCO (power centre ...) ... (UNO centre ...)}: every power owning centres, then the unowned ones. */
    public Message sco(Position position) {
        Message.Builder b = Message.builder().add(Tokens.SCO);
        List<Province> unowned = new ArrayList<>();
        for (Power p : map.powers()) {
            List<Province> owned = position.centersOf(p);
            if (!owned.isEmpty()) {
                b.open().add(tokens.token(p));
                sorted(owned).forEach(c -> b.add(tokens.token(c)));
                b.close();
            }
        }
        for (Province c : map.supplyCenters()) {
            if (position.owner(c) == null) {
                unowned.add(c);
            }
        }
        if (!unowned.isEmpty()) {
            b.open().add(Tokens.UNO);
            sorted(unowned).forEach(c -> b.add(tokens.token(c)));
            b.close();
        }
        return b.build();
    }

    private List<Province> sorted(List<Province> list) {
        List<Province> copy = new ArrayList<>(list);
        copy.sort(Comparator.comparingInt(p -> tokens.token(p) & 0xFF));
        return copy;
    }

    /** {@code NOW (turn) (unit) ...}, power by power; in a retreat phase the dislodged units with their retreats. */
    public Message now(Position position) {
        Message.Builder b = Message.builder().add(Tokens.NOW);
        Notation.turn(b, position.phase());
        Map<Unit, List<Location>> retreats = retreats(position);
        for (Power p : map.powers()) {
            for (Unit u : position.unitsOf(p)) {
                notation.unit(b, u);
            }
            for (DislodgedUnit d : position.dislodged()) {
                if (d.unit().power().equals(p)) {
                    b.open();
                    notation.unitBody(b, d.unit().power(), d.unit().type(), d.unit().location());
                    mrt(b, retreats.getOrDefault(d.unit(), List.of()));
                    b.close();
                }
            }
        }
        return b.build();
    }

    /** Appends {@code MRT (location ...)}. */
    public void mrt(Message.Builder b, List<Location> to) {
        b.add(Tokens.MRT).open();
        to.forEach(l -> notation.location(b, l));
        b.close();
    }

    /** @return where each dislodged unit of a retreat phase may retreat (a neutral power's units: nowhere) */
    public Map<Unit, List<Location>> retreats(Position position) {
        Map<Unit, List<Location>> out = new LinkedHashMap<>();
        if (position.dislodged().isEmpty()) {
            return out;
        }
        for (UnitOrders u : legal.of(position)) {
            List<Location> to = new ArrayList<>();
            for (Order o : u.orders()) {
                if (o instanceof Retreat r) {
                    to.add(r.to());
                }
            }
            out.put(u.unit(), to);
        }
        return out;
    }

    /** @return the legal orders of the position (every unit or power with something to do) */
    public List<UnitOrders> legalOrders(Position position) {
        return legal.of(position);
    }
}
