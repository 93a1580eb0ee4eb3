package calhamer.bot;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.maps.Power;
import java.util.List;

/**
 * One way of choosing a power's orders: the search ({@code calhamer.bot.equilibrium.EquilibriumSearch}), the payoff
 * matrices ({@code calhamer.bot.groups.PayoffMatrices}), or any other. A method is one class with a public
 * no-argument constructor, listed in {@code META-INF/services/calhamer.bot.BotMethod}; the {@link BotMethods}
 * registry finds it by {@link java.util.ServiceLoader}, {@link DiplomacyBot} decides with it when
 * {@code options.method} names it, and it is a Diplomacy agent of the same name
 * ({@code calhamer.bot.adapter.DiplomacyAgents}).
 *
 * <p>The instance the service loader makes only names the method; each bot asks it once for the instance it decides
 * with on its map ({@link #forBot}). A method owns its algorithm and its part of the explanation ({@link Report});
 * the bot checks the map and the power before, keeps the orders legal and writes the explanation's common fields
 * after.
 */
public interface BotMethod {

    /** @return the name {@code options.method} and the agent registry know it by: lower case letters, digits, '-' */
    String name();

    /** @return one line saying what it does, for the agent listings */
    String description();

    /**
     * The method ready for one bot: its map's adjudicator and its evaluation. Called once per bot; a method with
     * nothing to prepare per map keeps the default and is its own instance.
     */
    default BotMethod forBot(BotTools tools) {
        return this;
    }

    /**
     * The power's orders for the position's phase: one per unit in movement phases, one per dislodged unit in
     * retreats, its builds (waives included) or removals in adjustments, nothing when it has nothing to do.
     *
     * @param position   a position on the bot's map
     * @param power      a power of that map
     * @param options    the decision's options (seed, budget, edition, memory, ...)
     * @param startNanos when the decision started ({@code System.nanoTime()}): the time guard counts from there
     */
    Result decide(Position position, Power power, BotOptions options, long startNanos);

    /** A method's own part of the explanation (the search's candidates, the matrices of unit groups, ...). */
    interface Report {
    }

    /**
     * What a method decided.
     *
     * @param orders           the orders (the bot replaces any illegal one, with a note)
     * @param report           the method's own part of the explanation, or null
     * @param cells            outcomes adjudicated and evaluated, or roll-outs played
     * @param timeLimitReached whether the time guard cut the decision short (then it is not reproducible)
     * @param notes            remarks (narrowing steps, fall-backs)
     */
    record Result(List<Order> orders, Report report, long cells, boolean timeLimitReached, List<String> notes) {

        public Result {
            orders = List.copyOf(orders);
            notes = List.copyOf(notes);
        }
    }
}
