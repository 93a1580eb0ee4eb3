/**
 * The one tournament runner and what it needs: {@link calhamer.strategy.tournament.TournamentRunner} plays a list of
 * matches on threads, resumes from a {@link calhamer.strategy.tournament.MatchStore} (a
 * {@link calhamer.strategy.tournament.ResultsStore} of JSON Lines and CSV, or memory), refuses to mix settings and
 * reports progress; {@link calhamer.strategy.tournament.BudgetedAgent} gives each seat its own budget and counts its
 * CPU time; {@link calhamer.strategy.tournament.Interval} is the one statistic of the tables (Student's t for
 * means, Wald for rates); {@link calhamer.strategy.tournament.MarkdownTable} prints them. The Spread-It and Quoridor
 * experiments (module {@code games}) and the Diplomacy arena (module {@code bot}) are built on it.
 */
package calhamer.strategy.tournament;
