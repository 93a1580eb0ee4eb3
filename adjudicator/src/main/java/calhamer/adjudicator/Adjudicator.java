package calhamer.adjudicator;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.engine.PackedOrder;
import calhamer.adjudicator.engine.PhaseReport;
import calhamer.adjudicator.engine.Rulebook;
import calhamer.adjudicator.engine.RulesEngine;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.order.OrderParser;
import calhamer.adjudicator.order.OrderSyntaxException;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.PositionRules;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The one entry point to adjudication on one map. Full mode ({@link #adjudicate}, {@link #adjudicateOrders}): a
 * position and the orders of its phase in, what happened and the next position out ({@link PhaseResult}). The
 * pipeline reads top to bottom: a malformed position is refused as a whole, every problem named
 * ({@link PositionRules}); orders are read ({@link OrderParser}) and accepted or refused one by one
 * ({@link OrderValidator}: an invalid order is recorded and treated as not given, or refuses the whole request under
 * {@link AdjudicationOptions#strict()}); the accepted orders are packed and the phase is played by the one
 * {@link RulesEngine} (movement by Kruijswijk's algorithm, retreats, adjustments with civil disorder, the sequence
 * of play) under the edition's {@link Rulebook}; {@link PhaseResults} writes down what it decided.
 *
 * <p>Fast mode, for search: the same engine on {@link Board}s with {@link PackedOrder}s ({@link #engine},
 * {@link #codec}), or, for callers holding positions and typed orders, {@link #prepare} and {@link #outcome}: a
 * movement phase under {@link RulesEngine.Shortcut#MOVEMENT_ONLY} (dislodged units taken off, centres change hands
 * after a Fall, on to the next movement phase). A few microseconds per phase on the standard map.
 *
 * <p>Instances hold the map's precomputed tables and one workspace per thread; they are thread-safe.
 */
public final class Adjudicator {
    private final DiplomacyMap map;
    private final OrderRules rules;
    private final OrderParser parser;
    private final BoardCodec codec;
    private final Details details;
    private final Map<Edition, Rulebook> rulebooks = new EnumMap<>(Edition.class);
    private final ThreadLocal<Workspace> workspace;

    public Adjudicator(DiplomacyMap map) {
        this.map = map;
        MapTables tables = new MapTables(map);
        this.rules = new OrderRules(tables);
        this.parser = new OrderParser(map);
        this.codec = new BoardCodec(tables);
        this.details = new Details(map);
        for (Edition e : Edition.values()) {
            rulebooks.put(e, new Rulebook(rules, e));
        }
        this.workspace = ThreadLocal.withInitial(Workspace::new);
    }

    /**
     * One thread's engines (made when first asked: full rules and the movement-only shortcut, per edition), board,
     * orders and report.
     */
    private final class Workspace {
        private final Map<Edition, RulesEngine> full = new EnumMap<>(Edition.class);
        private final Map<Edition, RulesEngine> movementOnly = new EnumMap<>(Edition.class);
        final Board board = new Board(rules.tables());
        final PhaseReport report = new PhaseReport();
        long[] orders = new long[rules.tables().provinceCount()];

        RulesEngine full(Edition e) {
            return full.computeIfAbsent(e, k -> new RulesEngine(rulebooks.get(k)));
        }

        RulesEngine movementOnly(Edition e) {
            return movementOnly.computeIfAbsent(e, k -> new RulesEngine(rulebooks.get(k),
                    RulesEngine.Shortcut.MOVEMENT_ONLY));
        }

        long[] orders(int n) {
            if (orders.length < n) {
                orders = new long[n];
            }
            return orders;
        }
    }

    /** @return the map */
    public DiplomacyMap map() {
        return map;
    }

    /** @return the order rules over the map's tables */
    public OrderRules rules() {
        return rules;
    }

    /** @return the order parser of the map */
    public OrderParser parser() {
        return parser;
    }

    /** Adjudicates orders given as text (power name → orders) under the default options. */
    public PhaseResult adjudicate(Position position, Map<String, List<String>> orders) {
        return adjudicate(position, orders, AdjudicationOptions.DEFAULT);
    }

    /**
     * Adjudicates orders given as text, power name (in any case) → orders in the notation of {@link OrderParser}: the
     * edge where text comes in, so powers are looked up by name here (an unknown name makes its orders invalid).
     *
     * @throws OrdersRefusedException under the strict option, when an order is invalid
     */
    public PhaseResult adjudicate(Position position, Map<String, List<String>> orders, AdjudicationOptions options) {
        List<Given<String>> given = new ArrayList<>();
        orders.forEach((name, list) -> given.add(new Given<>(name, map.findPower(name).orElse(null), list)));
        return run(position, given, options, parser::parse);
    }

    /** Adjudicates pre-parsed orders, power → orders. */
    public PhaseResult adjudicateOrders(Position position, Map<Power, List<Order>> orders,
                                        AdjudicationOptions options) {
        List<Given<Order>> given = new ArrayList<>();
        orders.forEach((power, list) -> given.add(new Given<>(power.name(), map.hasPower(power) ? power : null,
                list)));
        return run(position, given, options, order -> order);
    }

    /** One power's orders as given: its name, the power (null when the map has none of that name), the orders. */
    private record Given<T>(String name, Power power, List<T> orders) {
        int rank() {
            return power == null ? Integer.MAX_VALUE : power.index();
        }
    }

    private <T> PhaseResult run(Position position, List<Given<T>> orders, AdjudicationOptions options,
                                Function<T, Order> read) {
        requireOnMap(position);
        PositionRules.check(position);
        OrderValidator validator = new OrderValidator(position);
        orders.sort(Comparator.comparingInt((Given<T> g) -> g.rank()).thenComparing(Given::name));
        Map<String, Integer> rank = new HashMap<>();
        for (Given<T> g : orders) {
            rank.putIfAbsent(g.power() == null ? g.name() : g.power().name(), rank.size()); // results: own name
            List<T> list = g.orders() == null ? List.of() : g.orders();
            for (int i = 0; i < list.size(); i++) {
                T order = list.get(i);
                String text = String.valueOf(order);
                if (g.power() == null) {
                    validator.unknownPower(g.name(), i, text);
                } else if (order == null) {
                    validator.unreadable(g.power(), i, text, "no order given");
                } else {
                    try {
                        validator.check(g.power(), i, text, read.apply(order));
                    } catch (OrderSyntaxException e) {
                        validator.unreadable(g.power(), i, text, e.getMessage());
                    }
                }
            }
        }
        if (options.strict() && !validator.invalid().isEmpty()) {
            throw new OrdersRefusedException(validator.invalid());
        }
        List<OrderResult> results = new ArrayList<>(validator.invalid());
        List<OrderEntry> accepted = validator.accepted();
        Comparator<OrderResult> byPower = Comparator.comparingInt((OrderResult r) -> rank.get(r.power()))
                .thenComparingInt(OrderResult::index);
        Workspace w = workspace.get();
        Board board = w.board;
        codec.load(position, board);
        long[] packed = w.orders(Math.max(map.provinces().size(), accepted.size()));
        boolean adjustments = position.phase().type() == PhaseType.ADJUSTMENT;
        if (!adjustments) {
            Arrays.fill(packed, 0, map.provinces().size(), 0L);
        }
        for (int i = 0; i < accepted.size(); i++) {
            OrderEntry e = accepted.get(i);
            long o = codec.packed(board, e.power(), e.order());
            packed[adjustments ? i : PackedOrder.unit(o)] = o;
        }
        w.full(options.edition()).play(board, packed, accepted.size(), w.report);
        PhaseResults out = new PhaseResults(position, w.report, board, codec, details);
        return switch (position.phase().type()) {
            case MOVEMENT -> out.movement(accepted, results, byPower);
            case RETREAT -> out.retreats(accepted, results, byPower);
            case ADJUSTMENT -> out.adjustments(accepted, results, byPower);
        };
    }

    /** @return the rules of the map under an edition: what the engine, the full mode and search play by */
    public Rulebook rulebook(Edition edition) {
        return rulebooks.get(edition);
    }

    /**
     * @return a new rules engine for the map under an edition, with any shortcuts search asks for (engines are not
     *         thread-safe: one per thread)
     */
    public RulesEngine engine(Edition edition, RulesEngine.Shortcut... shortcuts) {
        return new RulesEngine(rulebook(edition), shortcuts);
    }

    /** @return the first power (in the map's order) owning the centres a win takes, if any */
    public Optional<Power> winner(Position position) {
        Rulebook book = rulebook(Edition.RULES_2000);
        return map.powers().stream().filter(p -> book.wins(position.centerCount(p))).findFirst();
    }

    /** @return the translator between positions and boards, orders and packed orders */
    public BoardCodec codec() {
        return codec;
    }

    /**
     * A movement phase prepared for the fast mode on positions: the position and its board.
     *
     * @param position the position (a movement phase)
     * @param board    the position as a board (read only)
     * @param edition  the rules the phase is adjudicated under
     */
    public record Prepared(Position position, Board board, Edition edition) {
    }

    /** Prepares a movement phase for the fast mode under the 2000 rules. */
    public Prepared prepare(Position position) {
        return prepare(position, Edition.RULES_2000);
    }

    /**
     * Prepares a movement phase for the fast mode.
     *
     * @throws IllegalArgumentException when the position is on another map or not in a movement phase
     */
    public Prepared prepare(Position position, Edition edition) {
        requireOnMap(position);
        if (position.phase().type() != PhaseType.MOVEMENT) {
            throw new IllegalArgumentException("the fast mode plays movement phases only, not " + position.phase());
        }
        return new Prepared(position, codec.board(position), edition);
    }

    /**
     * The fast mode's entries of orders: each order with the unit it is given to (index: its place in the list).
     * Every order should be one of the unit's legal orders; what is not, the engine voids.
     *
     * @throws IllegalArgumentException when an order names a province without a unit
     */
    public List<OrderEntry> entries(Position position, List<Order> orders) {
        List<OrderEntry> entries = new ArrayList<>(orders.size());
        for (Order o : orders) {
            Unit u = position.unitAt(o.unit().province());
            if (u == null) {
                throw new IllegalArgumentException("no unit in " + o.unit().province().id() + " for '" + o + "'");
            }
            entries.add(new OrderEntry(u.power(), entries.size(), null, o, u));
        }
        return entries;
    }

    /**
     * The fast mode: the outcome of the orders (the parts concatenated; units without an order hold) on this thread's
     * engine under {@link RulesEngine.Shortcut#MOVEMENT_ONLY}: the units after the movement with dislodged units
     * taken off, centres changed hands after a Fall, the next movement phase. Allocation: the outcome position only.
     */
    @SafeVarargs
    public final Position outcome(Prepared base, List<OrderEntry>... parts) {
        Workspace w = workspace.get();
        Board board = w.board;
        board.copyFrom(base.board());
        long[] packed = w.orders(map.provinces().size());
        Arrays.fill(packed, 0, map.provinces().size(), 0L);
        for (List<OrderEntry> part : parts) {
            for (OrderEntry e : part) {
                long o = codec.packed(board, e.power(), e.order());
                packed[PackedOrder.unit(o)] = o;
            }
        }
        w.movementOnly(base.edition()).movement(board, packed, null);
        return codec.position(board);
    }

    /**
     * The outcome-like position of a placement of units chosen by the caller (for optimistic probes): the given units,
     * then the step {@link RulesEngine#nextMovement} takes (centres change hands after a Fall; the next movement
     * phase).
     */
    public Position placed(Prepared base, List<Unit> units) {
        Workspace w = workspace.get();
        Board board = w.board;
        board.copyFrom(base.board());
        for (int q = 0; q < map.provinces().size(); q++) {
            board.remove(q);
        }
        for (Unit u : units) {
            board.put(u.power().index(), OrderRules.typeCode(u.type()), u.location().index());
        }
        w.movementOnly(base.edition()).nextMovement(board);
        return codec.position(board);
    }

    private void requireOnMap(Position position) {
        if (position.map() != map) {
            throw new IllegalArgumentException("the position is on map " + position.map().id() + ", not " + map.id());
        }
    }
}
