/**
 * Candidate order sets of a power, or of a coalition, for a movement phase:
 * {@link calhamer.bot.ordersets.OrderSetEnumerator} searches the cartesian product of the units' orders depth first and
 * prunes it the way Utkin's "Influence Graphs" (section VIII) prunes the Austria–Germany openings: no idle holds,
 * supports and convoys only of matching orders or of allies, no circular movement, no two units ending in one province,
 * and one set per resulting placement. {@link calhamer.bot.ordersets.Pruning} holds the options (whether holds are
 * allowed, the allied powers), the hard budget and the time guard. The answer is an
 * {@link calhamer.bot.ordersets.Enumeration}, the kept sets with counts of what each rule dropped; an enumeration that
 * reaches its budget stops with an {@link calhamer.bot.ordersets.EnumerationBudgetExceededException}.
 */
package calhamer.bot.ordersets;
