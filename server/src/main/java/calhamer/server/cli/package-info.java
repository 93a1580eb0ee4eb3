/**
 * The command line's subcommands (picocli), added by {@link calhamer.server.Main}:
 * {@link calhamer.server.cli.ServeCommand} runs the HTTP server; {@link calhamer.server.cli.AdjudicateCommand},
 * {@link calhamer.server.cli.InfluenceCommand}, {@link calhamer.server.cli.OrdersCommand},
 * {@link calhamer.server.cli.SolveCommand} and {@link calhamer.server.cli.GameCommand} answer an endpoint's requests
 * offline, one from a file or one per line with {@code --jsonl}, with the services the server uses;
 * {@link calhamer.server.cli.MapCommand} prints a map's summary and answers one shortest-route query.
 * {@link calhamer.server.cli.ArenaCommand} plays seeded Diplomacy games between agents of the registry, and
 * {@link calhamer.server.cli.TournamentCommand} runs the papers' experiments
 * ({@link calhamer.server.cli.SpreadItTournamentCommand}, {@link calhamer.server.cli.QuoridorTournamentCommand}) with
 * the options of {@link calhamer.server.cli.TournamentOptions}. {@link calhamer.server.cli.Stdout} is standard output
 * as the commands' UTF-8 writer; {@link calhamer.server.cli.JvmStart} the JVM's start, from which one decision's time
 * budget counts. The launcher {@code bin/calhamer} runs these commands with the JVM flags that suit each.
 */
package calhamer.server.cli;
