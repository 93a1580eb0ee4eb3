/**
 * The payoff-matrix method, {@code matrix} ({@link calhamer.bot.groups.PayoffMatrices}; Utkin, "Influence Graphs",
 * section VIII): the group-payoff planner ({@link calhamer.bot.groups.GroupPlanner}, also a source of the search
 * method's candidates) narrows each unit's orders by probes, groups the units that can interact and decides each
 * group by the equilibrium of a payoff matrix against the opposing units that can reach it; retreats and adjustments
 * by evaluation ({@code ChangePlanner}). Its explanation is {@link calhamer.bot.groups.MatrixExplanation}.
 */
package calhamer.bot.groups;
