package calhamer.server.cli;

import picocli.CommandLine.Command;

/**
 * {@code calhamer daide}: DAIDE, the no-press bots' client-server protocol: {@code serve} hosts a game for DAIDE
 * clients on Calhamer's rules engine, {@code join} plays Calhamer's bot in a DAIDE server's game.
 */
@Command(name = "daide", mixinStandardHelpOptions = true,
        description = "DAIDE games: host one for DAIDE bots (serve), or play Calhamer's bot in one (join).",
        subcommands = {DaideServeCommand.class, DaideJoinCommand.class})
public final class DaideCommand {
}
