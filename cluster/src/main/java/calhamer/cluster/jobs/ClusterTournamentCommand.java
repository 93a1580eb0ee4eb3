package calhamer.cluster.jobs;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code calhamer-cluster tournament}: the papers' experiments as Spark jobs ({@code spread-it}, {@code quoridor}). */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = "The papers' experiments as Spark jobs: Spread-It's Tables I-VI or SOS on 4-player Quoridor.",
        subcommands = {SpreadItCommand.class, QuoridorCommand.class})
public final class ClusterTournamentCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return 2;
    }
}
