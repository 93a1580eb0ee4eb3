package calhamer.bot.adapter;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.Weights;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.bot.evaluation.CentreInfluenceEvaluator;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.DiplomacyBot;
import calhamer.bot.dumbbot.DumbBot;
import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveOrder;
import calhamer.strategy.game.MoveParts;
import calhamer.wire.adjudication.ResultJson;
import calhamer.wire.positions.PositionJson;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Diplomacy on any map through the game API: simultaneous moves, one player per power (the game API's player index
 * is the {@link Power#index()}, its player name the power's name); a state is an
 * immutable {@link Position}; a move is one power's {@link OrderSet} for the phase; applying a joint move
 * adjudicates the phase ({@link Adjudicator}, under the game's edition) and returns the next position.
 *
 * <p>Who acts: powers with units in a movement phase, with dislodged units in a retreat phase, with builds or
 * removals due in an adjustment phase. Legal moves: every combination of one legal order per unit
 * ({@link LegalOrders}; adjustments: builds in free home centres up to what is due, padded with {@code WAIVE}, or
 * removals of exactly as many units as due; orders by unit in province order, each unit's orders in a fixed order,
 * so equal positions list equal sets), listed lazily and capped at {@code maxMoves} per power: beyond that the
 * list is an evenly spread sample of the product (see {@link OrderSetList}); {@code apply} accepts every legal set,
 * listed or not; {@link #legalParts} gives the same sets part by part (orders by unit), never capped. Its agents ({@code calhamer}, {@code search}, {@code matrix}, {@code dumbbot}, {@code random},
 * {@code hold}) register in {@link DiplomacyAgents}.
 *
 * <p>The game ends when a power owns a majority of the supply centres (the map's victory threshold), when
 * {@code years} game years have been played (the position reaches Spring of the year after; at the latest Spring of
 * {@link Phase#MAX_YEAR}, the last year a phase may have), or when nobody has
 * anything to order. Returns: 1 to the winner and 0 to the others; without a winner, each power's share of the
 * map's supply centres. Not zero-sum.
 *
 * <p>JSON: the position's form ({@link PositionJson}); moves: the orders in canonical notation joined by {@code ;}.
 * Thread-safe; the legal order sets of the last positions seen are cached (a few dozen, least recently used), and
 * each thread keeps its last adjudication until {@link #account} asks for it.
 */
public final class DiplomacyGame implements Game<Position, OrderSet> {
    /** The registered name. */
    public static final String NAME = "diplomacy";

    private final DiplomacyMap map;
    private final Adjudicator adjudicator;
    private final Edition edition;
    private final int years;
    private final GameFacts facts;
    private final Evaluator<Position> evaluator;
    private final DiplomacyBot bot;
    private final ThreadLocal<PhaseResult> last = new ThreadLocal<>();
    private final DumbBot dumbBot;
    private final OrderSetCache cache;

    /** Under the 2000 rules. */
    public DiplomacyGame(DiplomacyMap map, int years, int maxMoves) {
        this(map, years, maxMoves, Edition.RULES_2000);
    }

    /**
     * @param years    game years played, at least 1
     * @param maxMoves the most order sets listed per power and phase, at least 1
     * @param edition  the rulebook edition the game is adjudicated by; its agents play by it too
     */
    public DiplomacyGame(DiplomacyMap map, int years, int maxMoves, Edition edition) {
        if (years < 1) {
            throw new IllegalArgumentException("years must be at least 1: " + years);
        }
        if (maxMoves < 1) {
            throw new IllegalArgumentException("maxMoves must be at least 1: " + maxMoves);
        }
        this.map = map;
        this.edition = edition;
        this.adjudicator = new Adjudicator(map);
        this.cache = new OrderSetCache(new LegalOrders(adjudicator), maxMoves);
        this.years = years;
        this.facts = new GameFacts(NAME, map.powerNames(), MoveOrder.SIMULTANEOUS, false, false);
        this.evaluator = new CentreInfluenceEvaluator(new IncrementalWorldEvaluator(map, Weights.PAPER, Decay.PAPER));
        this.bot = new DiplomacyBot(adjudicator, evaluator);
        this.dumbBot = new DumbBot(adjudicator.rulebook(edition), DumbBotWeights.NORMAN);
    }

    /** @return the map */
    public DiplomacyMap map() {
        return map;
    }

    /** @return the rulebook edition the game is adjudicated by */
    public Edition edition() {
        return edition;
    }

    /** @return the adjudicator of the map */
    public Adjudicator adjudicator() {
        return adjudicator;
    }

    /** @return the order-choosing bot on this map, with this game's evaluation (thread-safe, shared by its agents) */
    public DiplomacyBot bot() {
        return bot;
    }

    /** @return the DumbBot-class player on this map (thread-safe, shared by its agents) */
    public DumbBot dumbBot() {
        return dumbBot;
    }

    /** @return the game years played */
    public int years() {
        return years;
    }

    @Override
    public GameFacts facts() {
        return facts;
    }

    @Override
    public Position initialState() {
        return Position.start(map);
    }

    private PhaseOrderSets orderSets(Position state) {
        return cache.of(state);
    }

    /** @return the power owning the centres a win takes ({@link Adjudicator#winner}), or null */
    public Power winner(Position state) {
        return adjudicator.winner(state).orElse(null);
    }

    @Override
    public boolean isTerminal(Position state) {
        return state.phase().year() >= Math.min((long) map.start().year() + years, Phase.MAX_YEAR)
                || winner(state) != null
                || orderSets(state).actors().isEmpty();
    }

    @Override
    public List<Integer> actors(Position state) {
        if (isTerminal(state)) {
            return List.of();
        }
        return orderSets(state).actors().stream().map(Power::index).toList();
    }

    @Override
    public List<OrderSet> legalMoves(Position state, int player) {
        if (isTerminal(state)) {
            return List.of();
        }
        PowerOrderSets sets = orderSets(state).of(map.power(player));
        return sets == null ? List.of() : sets.list();
    }

    /**
     * The power's order sets part by part, as other engines list legal orders: each unit's legal orders (movement
     * and retreats: one order from every unit); each free home centre's builds and {@code WAIVE} (one to as many as
     * due, the rest waived); each unit's removal (exactly as many as due). Parts are named by the unit ({@code A VIE}) or by the
     * build site ({@code VIE}); orders are joined by {@code "; "}.
     */
    @Override
    public Optional<MoveParts> legalParts(Position state, int player) {
        PowerOrderSets sets = isTerminal(state) ? null : orderSets(state).of(map.power(player));
        return sets == null ? Optional.empty() : Optional.of(sets.parts());
    }

    /** Adjudicates a legal joint move once; the result is kept on this thread for {@link #account}. */
    @Override
    public Position apply(Position state, JointMove<OrderSet> move) {
        move.requirePlayers(actors(state));
        move.moves().forEach((player, set) -> {
            Power power = map.power(player);
            if (!orderSets(state).of(power).legal(set)) {
                throw new IllegalArgumentException("'" + set + "' is not a legal order set of " + power + " in "
                        + state.phase());
            }
        });
        PhaseResult result = adjudicate(state, move);
        last.set(result);
        return result.next();
    }

    private PhaseResult adjudicate(Position state, JointMove<OrderSet> move) {
        Map<Power, List<Order>> orders = new LinkedHashMap<>();
        move.moves().forEach((player, set) -> orders.put(map.power(player), set.orders()));
        return adjudicate(state, orders);
    }

    /** @return the phase adjudicated with the powers' orders under the game's edition */
    public PhaseResult adjudicate(Position state, Map<Power, List<Order>> orders) {
        return adjudicator.adjudicateOrders(state, orders, AdjudicationOptions.DEFAULT.withEdition(edition));
    }

    @Override
    public double[] returns(Position state) {
        if (!isTerminal(state)) {
            throw new IllegalStateException("the game is not over in " + state.phase());
        }
        double[] returns = new double[map.powers().size()];
        Power winner = winner(state);
        for (Power power : map.powers()) {
            returns[power.index()] = winner != null ? (power.equals(winner) ? 1 : 0)
                    : state.centerCount(power) / (double) map.supplyCenters().size();
        }
        return returns;
    }

    @Override
    public String notation(Position state, int player, OrderSet move) {
        return move.notation();
    }

    @Override
    public OrderSet parseMove(Position state, int player, String text) {
        Power power = map.power(player);
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("no orders given for " + power + " (a power that builds nothing"
                    + " writes WAIVE)");
        }
        List<Order> orders = new ArrayList<>();
        for (String part : text.split(";")) {
            orders.add(adjudicator.parser().parse(part.strip()));
        }
        return orderSet(state, power, orders);
    }

    /**
     * The power's orders as its legal order set in canonical order (parsed moves, and agents that choose orders).
     *
     * @throws IllegalArgumentException when the power has nothing to order or the orders are not a legal set
     */
    OrderSet orderSet(Position state, Power power, List<Order> orders) {
        PowerOrderSets sets = isTerminal(state) ? null : orderSets(state).of(power);
        if (sets == null) {
            throw new IllegalArgumentException(power + " has nothing to order in " + state.phase());
        }
        OrderSet set = new OrderSet(sets.canonical(orders));
        if (!sets.legal(set)) {
            throw new IllegalArgumentException("'" + set.notation() + "' is not a legal order set of " + power
                    + " in " + state.phase() + ": one legal order per unit is needed");
        }
        return set;
    }

    /** The bot's evaluation: centres (occupied ones counted for their occupant), units and influence standing. */
    @Override
    public Evaluator<Position> evaluator() {
        return evaluator;
    }

    /**
     * The adjudication of the joint move in the one JSON form of a phase result ({@link ResultJson}, the answer of
     * {@code POST /maps/{id}/adjudicate} without the position, which is the next state): every order's outcome and
     * reason, dislodgements, centre changes. Right after {@link #apply} of that move on the same thread, the phase is
     * not adjudicated again.
     */
    @Override
    public JsonNode account(Position state, JointMove<OrderSet> move, Position next) {
        PhaseResult result = last.get();
        if (result == null || result.next() != next) {
            result = adjudicate(state, move);
        }
        last.remove();
        return ResultJson.toTree(result, false);
    }

    @Override
    public JsonNode toJson(Position state) {
        return PositionJson.toTree(state);
    }

    @Override
    public Position fromJson(JsonNode json) {
        return PositionJson.read(map, json);
    }
}
