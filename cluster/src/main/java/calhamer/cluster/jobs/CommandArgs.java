package calhamer.cluster.jobs;

import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/** The arguments a command was given, after its own name: what its executors parse again ({@link MatchSource}). */
final class CommandArgs {
    private CommandArgs() {
    }

    /** @return the words after the command's name on its command line */
    static List<String> of(CommandSpec spec) {
        List<String> all = spec.commandLine().getParseResult().originalArgs();
        int at = all.indexOf(spec.name());
        return at < 0 ? all : all.subList(at + 1, all.size());
    }
}
