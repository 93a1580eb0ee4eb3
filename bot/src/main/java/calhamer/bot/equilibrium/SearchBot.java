package calhamer.bot.equilibrium;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.UnitRef;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.bot.dumbbot.ProximityTables;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

/**
 * The bot's search method: in movement phases, an equilibrium over every power's sampled candidate order sets
 * valued by roll-outs ({@link MovementSearch}, after Gray et al. 2021); in retreat and adjustment phases, the power's
 * candidate sets compared by roll-outs against the blueprint ({@link ChangeSearch}). The map's tables, proximity
 * tables and legal orders are shared; each thread gets its own workspace per rulebook edition, whose rules engine the
 * roll-outs play by. Thread-safe.
 */
public final class SearchBot {
    private final MapTables ix;
    private final BoardCodec codec;
    private final LegalOrders legal;
    private final Adjudicator adjudicator;
    private final SearchSettings settings;
    private final DumbBotWeights weights;
    private final ProximityTables tables;
    private final ThreadLocal<Map<Edition, SearchWorkspace>> workspaces;

    /**
     * What the search decided.
     *
     * @param orders      one legal order per unit (or dislodged unit, or build/removal) of the power
     * @param explanation the candidates, equilibrium and choice
     * @param rollouts    roll-outs played
     * @param timeUp      whether the time guard cut the search short
     * @param notes       remarks (fall-backs)
     */
    public record Decision(List<Order> orders, SearchExplanation explanation, long rollouts, boolean timeUp,
                           List<String> notes) {
    }

    public SearchBot(Adjudicator adjudicator) {
        this(adjudicator, DumbBotWeights.NORMAN, SearchSettings.DEFAULT);
    }

    public SearchBot(Adjudicator adjudicator, DumbBotWeights weights, SearchSettings settings) {
        this.adjudicator = adjudicator;
        this.ix = adjudicator.rules().tables();
        this.codec = adjudicator.codec();
        this.legal = new LegalOrders(adjudicator);
        this.settings = settings;
        this.weights = weights;
        this.tables = new ProximityTables(ix, weights);
        this.workspaces = ThreadLocal.withInitial(() -> new EnumMap<>(Edition.class));
    }

    /** @return this thread's workspace for a game under the edition's rules */
    private SearchWorkspace workspace(Edition edition) {
        return workspaces.get().computeIfAbsent(edition, e -> new SearchWorkspace(adjudicator.rulebook(e), tables,
                weights));
    }

    /**
     * Decides the power's orders for the position's phase.
     *
     * @param startNanos when the decision started ({@code System.nanoTime()}): the time guard counts from there
     */
    public Decision decide(Position position, String power, SearchOptions options, long startNanos,
                           MatrixCandidates matrix) {
        int me = ix.map().power(power).index();
        Deadline deadline = new Deadline(startNanos, options.timeMillis() - margin(options.timeMillis()));
        Set<Order> allowed = new HashSet<>();
        for (UnitOrders u : legal.of(position)) {
            if (u.power().name().equals(power)) {
                allowed.addAll(u.orders());
            }
        }
        Edition edition = options.edition();
        SearchWorkspace w = workspace(edition);
        codec.load(position, w.root);
        Decision d = position.phase().type() == PhaseType.MOVEMENT
                ? new MovementSearch(ix, codec, adjudicator, settings, w, () -> workspace(edition)).decide(position,
                        me, options, deadline, matrix)
                : new ChangeSearch(ix, codec, legal, settings, w).decide(position, me, options, deadline);
        return legalOnly(position.phase().type() == PhaseType.MOVEMENT, allowed, d);
    }

    /**
     * @return the time the search leaves for writing the answer and for the scheduler of a busy machine: a tenth of
     *         the guard, at least 1 ms (with the default 1,500 ms: 150 ms)
     */
    private static long margin(long guardMillis) {
        return guardMillis < 2 ? 0 : Math.max(1, guardMillis / 10);
    }

    /**
     * Replaces any order that is not legal (there should be none) by a hold, with a note. The legal orders are listed
     * before the search, so that little work is left once the time guard has run out.
     */
    private static Decision legalOnly(boolean movement, Set<Order> allowed, Decision d) {
        List<Order> orders = new ArrayList<>();
        List<String> notes = new ArrayList<>(d.notes());
        for (Order o : d.orders()) {
            if (allowed.contains(o)) {
                orders.add(o);
            } else if (movement) {
                orders.add(new Hold(new UnitRef(o.unit().type(), o.unit().location())));
                notes.add("'" + o + "' is not legal here and was replaced by a hold");
            } else {
                notes.add("'" + o + "' is not legal here and was dropped");
            }
        }
        return new Decision(orders, d.explanation(), d.rollouts(), d.timeUp(), notes);
    }

    /** @return the orders of a candidate as the adjudicator writes them */
    static List<Order> orders(BoardCodec codec, Board board, Candidate c) {
        List<Order> list = new ArrayList<>(c.orders().length);
        for (long o : c.orders()) {
            list.add(codec.order(board, o));
        }
        return list;
    }

    /** @return a candidate's orders joined by {@code ; } */
    static String notation(BoardCodec codec, Board board, Candidate c) {
        StringJoiner j = new StringJoiner("; ");
        for (long o : c.orders()) {
            j.add(codec.order(board, o).toString());
        }
        return j.toString();
    }
}
