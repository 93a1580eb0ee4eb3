package calhamer.bot.equilibrium;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.bot.BotMethod;
import calhamer.bot.BotOptions;
import calhamer.bot.BotTools;
import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.bot.dumbbot.ProximityTables;
import calhamer.bot.groups.GroupPlanner;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The search method, {@code search} (the bot's default): in movement phases, an equilibrium over every power's
 * sampled candidate order sets valued by roll-outs ({@link MovementSearch}, after Gray et al. 2021; the deciding
 * power's candidates include the group-payoff planner's orders, {@link GroupPlanner}); in retreat and adjustment
 * phases, the power's candidate sets compared by roll-outs against the blueprint ({@link ChangeSearch}). The map's
 * tables, proximity tables and legal orders are shared; each thread gets its own workspace per rulebook edition,
 * whose rules engine the roll-outs play by ({@code options.edition}). The time guard is the options' less a tenth
 * ({@link #margin}). Thread-safe.
 */
public final class EquilibriumSearch implements BotMethod {
    private final MapTables ix;
    private final BoardCodec codec;
    private final LegalOrders legal;
    private final Adjudicator adjudicator;
    private final SearchSettings settings;
    private final DumbBotWeights weights;
    private final ProximityTables tables;
    private final GroupPlanner groups;
    private final ThreadLocal<Map<Edition, SearchWorkspace>> workspaces;
    private final String name;

    /** The registered method ({@link java.util.ServiceLoader}); each bot decides with {@link #forBot}'s instance. */
    public EquilibriumSearch() {
        this("search");
    }

    /** A registered method of another name (made for a bot with {@link #forBot}). */
    EquilibriumSearch(String name) {
        this.name = name;
        this.ix = null;
        this.codec = null;
        this.legal = null;
        this.adjudicator = null;
        this.settings = null;
        this.weights = null;
        this.tables = null;
        this.groups = null;
        this.workspaces = null;
    }

    EquilibriumSearch(String name, BotTools tools, DumbBotWeights weights, SearchSettings settings) {
        this.name = name;
        this.adjudicator = tools.adjudicator();
        this.ix = adjudicator.rules().tables();
        this.codec = adjudicator.codec();
        this.legal = new LegalOrders(adjudicator);
        this.settings = settings;
        this.weights = weights;
        this.tables = new ProximityTables(ix, weights);
        this.groups = new GroupPlanner(tools);
        this.workspaces = ThreadLocal.withInitial(() -> new EnumMap<>(Edition.class));
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return "the bot's equilibrium search over sampled order sets, valued by roll-outs";
    }

    @Override
    public BotMethod forBot(BotTools tools) {
        return new EquilibriumSearch(name, tools, DumbBotWeights.NORMAN, SearchSettings.DEFAULT);
    }

    @Override
    public Result decide(Position position, Power power, BotOptions options, long startNanos) {
        Objects.requireNonNull(ix, "the registered instance decides nothing: use forBot");
        long millis = options.budget().timeMillis();
        Deadline deadline = new Deadline(startNanos, millis - margin(millis));
        Edition edition = options.edition();
        SearchWorkspace w = workspace(edition);
        codec.load(position, w.root);
        Result result = position.phase().type() == PhaseType.MOVEMENT
                ? new MovementSearch(ix, codec, adjudicator, legal, settings, w, () -> workspace(edition),
                        groups).decide(position, power, options, deadline)
                : new ChangeSearch(ix, codec, legal, settings, w).decide(position, power, options, deadline);
        return deadline.hasPassed() && !result.timeLimitReached() ? guarded(result, millis) : result;
    }

    /**
     * @return the result of a search whose time guard had run out before it had anything to cut short (a caller's
     *         clock that started long before, say): it says so
     */
    private static Result guarded(Result result, long millis) {
        List<String> notes = new ArrayList<>(result.notes());
        notes.add("the time guard of " + millis + " ms had run out before the search could use it");
        return new Result(result.orders(), result.report(), result.cells(), true, notes);
    }

    /** @return this thread's workspace for a game under the edition's rules */
    private SearchWorkspace workspace(Edition edition) {
        return workspaces.get().computeIfAbsent(edition, e -> new SearchWorkspace(adjudicator.rulebook(e), tables,
                weights, settings));
    }

    /**
     * @return the time the search leaves for writing the answer and for the scheduler of a busy machine: a tenth of
     *         the guard, at least 1 ms (with the default 1,500 ms: 150 ms)
     */
    private static long margin(long guardMillis) {
        return guardMillis < 2 ? 0 : Math.max(1, guardMillis / 10);
    }
}
