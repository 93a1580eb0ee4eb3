package calhamer.server.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code calhamer tournament}: the papers' experiments. {@code spread-it} reproduces Spread-It's Tables I–VI,
 * {@code quoridor} the Socially Oriented Search experiments on 4-player Quoridor. Both play their games on several
 * threads, print progress on standard error, store every game as JSON Lines and CSV, resume after an interruption
 * and print the tables at the end.
 */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = "Play the papers' experiments: Spread-It's Tables I-VI or SOS on 4-player Quoridor.",
        subcommands = {SpreadItTournamentCommand.class, QuoridorTournamentCommand.class})
public final class TournamentCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return 2;
    }
}
