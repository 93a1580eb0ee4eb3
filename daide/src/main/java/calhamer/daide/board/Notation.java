package calhamer.daide.board;

import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Convoy;
import calhamer.adjudicator.order.Disband;
import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Retreat;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.order.UnitRef;
import calhamer.adjudicator.order.Waive;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Season;
import calhamer.adjudicator.position.Unit;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.SyntaxError;
import calhamer.daide.protocol.TokenReader;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Coast;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Calhamer's board terms in DAIDE tokens and back, on one map: turns ({@code (SPR 1901)}), locations
 * ({@code STP} or {@code (STP NCS)}), units ({@code (RUS FLT (STP SCS))}) and orders. An army's move to a province it
 * does not border, or one that insists on a convoy ({@code A LON - NWY VIA}), is written {@code CTO} with the sea
 * provinces of a route ({@code VIA (NTH)}); a disband is {@code DSB} in a retreat phase and {@code REM} in an
 * adjustment phase. Immutable, thread-safe.
 */
public final class Notation {
    private final MapTokens tokens;
    private final DiplomacyMap map;

    public Notation(MapTokens tokens) {
        this.tokens = tokens;
        this.map = tokens.map();
    }

    /** @return the map's tokens */
    public MapTokens tokens() {
        return tokens;
    }

    /** Appends {@code (season year)}. */
    public static void turn(Message.Builder b, Phase phase) {
        b.open().add(seasonToken(phase)).integer(phase.year()).close();
    }

    /** @return the season token of a phase: SPR, SUM, FAL, AUT or WIN */
    public static int seasonToken(Phase phase) {
        return switch (phase.season()) {
            case SPRING -> phase.type() == PhaseType.MOVEMENT ? Tokens.SPR : Tokens.SUM;
            case FALL -> phase.type() == PhaseType.MOVEMENT ? Tokens.FAL : Tokens.AUT;
            case WINTER -> Tokens.WIN;
        };
    }

    /** Reads {@code (season year)}. */
    public static Phase readTurn(TokenReader r) {
        r.open();
        int at = r.position();
        int season = r.next();
        int year = r.integer();
        r.close();
        Phase phase = switch (season) {
            case Tokens.SPR -> new Phase(Season.SPRING, 0, PhaseType.MOVEMENT);
            case Tokens.SUM -> new Phase(Season.SPRING, 0, PhaseType.RETREAT);
            case Tokens.FAL -> new Phase(Season.FALL, 0, PhaseType.MOVEMENT);
            case Tokens.AUT -> new Phase(Season.FALL, 0, PhaseType.RETREAT);
            case Tokens.WIN -> new Phase(Season.WINTER, 0, PhaseType.ADJUSTMENT);
            default -> throw new SyntaxError("expected a season", at);
        };
        if (year < 0) {
            throw new SyntaxError("a year is not negative", at + 1);
        }
        return new Phase(phase.season(), year, phase.type());
    }

    /** Appends a location: {@code STP} or {@code (STP NCS)}. */
    public void location(Message.Builder b, Location l) {
        if (l.hasCoast()) {
            b.open().add(tokens.token(l.province()), MapTokens.coastToken(l.coast())).close();
        } else {
            b.add(tokens.token(l.province()));
        }
    }

    /** Appends {@code (power type location)}. */
    public void unit(Message.Builder b, Power power, UnitType type, Location l) {
        b.open();
        unitBody(b, power, type, l);
        b.close();
    }

    /** Appends {@code power type location} (a unit without its brackets, as NOW and MIS list units with MRT). */
    public void unitBody(Message.Builder b, Power power, UnitType type, Location l) {
        b.add(tokens.token(power), type == UnitType.ARMY ? Tokens.AMY : Tokens.FLT);
        location(b, l);
    }

    /** Appends a unit on the board. */
    public void unit(Message.Builder b, Unit u) {
        unit(b, u.power(), u.type(), u.location());
    }

    /**
     * A location as read: the province (null when the token is not one of the map's) and the coast, if one was
     * named (null when it is not one Calhamer has).
     */
    public record Place(Province province, boolean coastNamed, Coast coast) {
        /** @return whether the province is on the map and any coast named is one Calhamer knows */
        public boolean known() {
            return province != null && (!coastNamed || coast != null);
        }

        /** @return the location on the map: the coast named, or the province as a whole; null when there is none */
        public Location on(DiplomacyMap map) {
            if (!known()) {
                return null;
            }
            return coastNamed ? map.location(province, coast).orElse(null) : map.location(province);
        }
    }

    /** Reads {@code province} or {@code (province coast)}. */
    public Place readPlace(TokenReader r) {
        if (r.take(Tokens.BRA)) {
            int p = r.province();
            if (!Tokens.isCoast(r.peek())) {
                throw r.error("expected a coast");
            }
            int c = r.next();
            r.close();
            return new Place(tokens.province(p), true, MapTokens.coast(c));
        }
        return new Place(tokens.province(r.province()), false, null);
    }

    /**
     * A unit as read: its power (null when not the map's), type and place.
     */
    public record UnitSpec(Power power, UnitType type, Place place) {
        /** @return the unit reference (null when the place is unknown) */
        public UnitRef ref(DiplomacyMap map) {
            Location l = place.on(map);
            return l == null ? null : new UnitRef(type, l);
        }
    }

    /** Reads {@code (power type location)}. */
    public UnitSpec readUnit(TokenReader r) {
        r.open();
        UnitSpec u = readUnitBody(r);
        r.close();
        return u;
    }

    /** Reads {@code power type location}. */
    public UnitSpec readUnitBody(TokenReader r) {
        Power power = tokens.power(r.power());
        int at = r.position();
        int type = r.next();
        if (type != Tokens.AMY && type != Tokens.FLT) {
            throw new SyntaxError("expected AMY or FLT", at);
        }
        return new UnitSpec(power, type == Tokens.AMY ? UnitType.ARMY : UnitType.FLEET, readPlace(r));
    }

    /**
     * The tokens of an order, without its brackets.
     *
     * @param power    the power giving it
     * @param order    the order
     * @param position the position it is given in (for the powers of the units it names and convoy routes)
     */
    public Message order(Power power, Order order, Position position) {
        Message.Builder b = Message.builder();
        if (order instanceof Waive) {
            return b.add(tokens.token(power), Tokens.WVE).build();
        }
        UnitRef u = order.unit();
        Unit onBoard = unitAt(position, u);
        Power owner = onBoard != null ? onBoard.power() : power;
        UnitType type = u.type() != null ? u.type() : onBoard != null ? onBoard.type() : UnitType.ARMY;
        unit(b, owner, type, onBoard != null && !(order instanceof Build) ? onBoard.location() : u.location());
        if (order instanceof Hold) {
            b.add(Tokens.HLD);
        } else if (order instanceof Move m) {
            if (type == UnitType.ARMY && (m.viaConvoy()
                    || !map.adjacency().armyAdjacent(u.province(), m.to().province()))) {
                b.add(Tokens.CTO, tokens.token(m.to().province()), Tokens.VIA).open();
                for (Province sea : convoyRoute(position, u.province(), m.to().province())) {
                    b.add(tokens.token(sea));
                }
                b.close();
            } else {
                b.add(position.phase().type() == PhaseType.RETREAT ? Tokens.RTO : Tokens.MTO);
                location(b, m.to());
            }
        } else if (order instanceof Support s) {
            b.add(Tokens.SUP);
            Unit other = position.unitAt(s.supported().province());
            unit(b, other != null ? other.power() : owner,
                    s.supported().type() != null ? s.supported().type() : other != null ? other.type()
                            : UnitType.ARMY,
                    other != null ? other.location() : s.supported().location());
            if (s.to() != null) {
                b.add(Tokens.MTO, tokens.token(s.to().province()));
            }
        } else if (order instanceof Convoy c) {
            b.add(Tokens.CVY);
            Unit army = position.unitAt(c.army().province());
            unit(b, army != null ? army.power() : owner, UnitType.ARMY, c.army().location());
            b.add(Tokens.CTO, tokens.token(c.to().province()));
        } else if (order instanceof Retreat r) {
            b.add(Tokens.RTO);
            location(b, r.to());
        } else if (order instanceof Disband) {
            b.add(position.phase().type() == PhaseType.ADJUSTMENT ? Tokens.REM : Tokens.DSB);
        } else if (order instanceof Build) {
            b.add(Tokens.BLD);
        }
        return b.build();
    }

    /**
     * An order read from tokens with the power that gave it.
     *
     * @param power the power whose unit is ordered (or who waives)
     * @param order the order
     */
    public record Read(Power power, Order order) {
    }

    /**
     * Reads an order as a server reports it (in {@code ORD}), without judging it: the units named where the
     * position has them (a fleet's coast from the board when the order names none).
     *
     * @throws SyntaxError              when the tokens are not an order
     * @throws IllegalArgumentException when the order names a province or power not on the map
     */
    public Read readOrder(TokenReader r, Position before) {
        if (Tokens.isPower(r.peek())) {
            Power p = known(tokens.power(r.power()));
            r.expect(Tokens.WVE);
            return new Read(p, new Waive());
        }
        UnitSpec unit = readUnit(r);
        Power power = known(unit.power());
        UnitRef ref = onBoard(before, unit);
        int at = r.position();
        int kind = r.next();
        boolean retreat = before.phase().type() == PhaseType.RETREAT;
        Order order;
        switch (kind) {
            case Tokens.HLD -> order = new Hold(ref);
            case Tokens.DSB, Tokens.REM -> order = new Disband(ref);
            case Tokens.BLD -> order = new Build(new UnitRef(unit.type(), place(unit.place())));
            case Tokens.MTO, Tokens.RTO -> {
                Location to = place(readPlace(r));
                order = retreat ? new Retreat(ref, to) : Move.to(ref, to);
            }
            case Tokens.SUP -> {
                UnitSpec other = readUnit(r);
                UnitRef supported = onBoard(before, other);
                if (r.take(Tokens.MTO)) {
                    Place to = readPlace(r);
                    order = Support.move(ref, supported, map.location(place(to).province()));
                } else {
                    order = Support.hold(ref, supported);
                }
            }
            case Tokens.CVY -> {
                UnitSpec army = readUnit(r);
                r.expect(Tokens.CTO);
                Province to = tokens.province(r.province());
                if (to == null) {
                    throw new IllegalArgumentException("a province not on the map");
                }
                order = new Convoy(ref, new UnitRef(UnitType.ARMY, place(army.place())), map.location(to));
            }
            case Tokens.CTO -> {
                Location to = map.location(place(readPlace(r)).province());
                r.expect(Tokens.VIA);
                r.skip();
                order = new Move(ref, to, true);
            }
            default -> throw new SyntaxError("expected an order", at);
        }
        return new Read(power, order);
    }

    private static Power known(Power p) {
        if (p == null) {
            throw new IllegalArgumentException("a power not on the map");
        }
        return p;
    }

    private Location place(Place p) {
        Location l = p.on(map);
        if (l == null) {
            throw new IllegalArgumentException("a location not on the map");
        }
        return l;
    }

    /** The unit as the position has it (its coast), or as named when the position has none there. */
    private UnitRef onBoard(Position before, UnitSpec spec) {
        Location named = place(spec.place());
        Unit u = unitAt(before, new UnitRef(spec.type(), named));
        if (u == null && before.phase().type() == PhaseType.RETREAT) {
            u = before.unitAt(named.province());
        }
        return new UnitRef(spec.type(), u != null && u.type() == spec.type() ? u.location() : named);
    }

    /** @return the unit an order names: on the board, or among the dislodged in a retreat phase */
    private static Unit unitAt(Position position, UnitRef u) {
        if (position.phase().type() == PhaseType.RETREAT) {
            return position.dislodged().stream().map(d -> d.unit())
                    .filter(d -> d.province().equals(u.province())).findFirst().orElse(null);
        }
        return position.unitAt(u.province());
    }

    /**
     * The sea provinces of a shortest chain of fleets from one province to another, for {@code VIA}: breadth-first
     * over sea provinces holding fleets; when no such chain exists, over every sea province.
     */
    public List<Province> convoyRoute(Position position, Province from, Province to) {
        List<Province> withFleets = route(position, from, to, true);
        return withFleets != null ? withFleets : route(position, from, to, false);
    }

    private List<Province> route(Position position, Province from, Province to, boolean fleetsOnly) {
        Map<Province, Province> parent = new HashMap<>();
        Deque<Province> queue = new ArrayDeque<>();
        for (Province q : map.adjacency().borderNeighbours(from)) {
            if (convoying(position, q, fleetsOnly) && parent.putIfAbsent(q, from) == null) {
                queue.add(q);
            }
        }
        while (!queue.isEmpty()) {
            Province q = queue.poll();
            if (map.adjacency().borderNeighbours(q).contains(to)) {
                List<Province> path = new ArrayList<>();
                for (Province p = q; p != from; p = parent.get(p)) {
                    path.add(0, p);
                }
                return path;
            }
            for (Province n : map.adjacency().borderNeighbours(q)) {
                if (convoying(position, n, fleetsOnly) && !parent.containsKey(n) && n != from) {
                    parent.put(n, q);
                    queue.add(n);
                }
            }
        }
        return fleetsOnly ? null : List.of();
    }

    private static boolean convoying(Position position, Province p, boolean fleetsOnly) {
        if (p.terrain() != calhamer.maps.Terrain.SEA) {
            return false;
        }
        Unit u = position.unitAt(p);
        return !fleetsOnly || u != null && u.type() == UnitType.FLEET;
    }
}
