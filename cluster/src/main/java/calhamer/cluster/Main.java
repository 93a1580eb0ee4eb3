package calhamer.cluster;

import calhamer.cluster.archive.AnalyseCommand;
import calhamer.cluster.archive.GenerateArchiveCommand;
import calhamer.cluster.jobs.ClusterArenaCommand;
import calhamer.cluster.jobs.ClusterTournamentCommand;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code calhamer-cluster}: Calhamer's Spark jobs ({@code arena}, {@code tournament spread-it|quoridor},
 * {@code analyse}, {@code generate-archive}), in Spark's local mode on every core by default, on a cluster with
 * {@code --master} or under {@code spark-submit}. A first word that is no command gets the list of commands (exit
 * status 2).
 */
@Command(name = "calhamer-cluster", mixinStandardHelpOptions = true,
        description = "Arenas, tournaments and archive analysis as Apache Spark jobs.",
        subcommands = {ClusterArenaCommand.class, ClusterTournamentCommand.class, AnalyseCommand.class,
            GenerateArchiveCommand.class})
public final class Main implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return 2;
    }

    /** Runs the command line and exits with its status. */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line; returns its exit status. */
    public static int run(String... args) {
        return new CommandLine(new Main()).execute(args);
    }
}
