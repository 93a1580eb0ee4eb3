package calhamer.cluster.jobs;

import calhamer.strategy.tournament.MatchRecord;
import calhamer.strategy.tournament.TournamentRunner;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import picocli.CommandLine;

/**
 * What a Spark task needs to play a game: the command line of the run (the command's name and its arguments), from
 * which every JVM makes the same list of games ({@link MatchCommand#matches()}), and the game's id. The lists are
 * made once per JVM and run (executors play many games of one run); a game's record depends only on its id and the
 * run's options, so it is the same whichever executor plays it, and however often (a task run again after a lost
 * executor plays the same game again).
 *
 * @param command the command's name ({@code arena}, {@code spread-it}, {@code quoridor})
 * @param args    its arguments as given
 */
public record MatchSource(String command, ArrayList<String> args) implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final Map<MatchSource, Games> MADE = new ConcurrentHashMap<>();

    /** A run's games by id, and the command that made them. */
    private record Games(MatchCommand command, Map<String, TournamentRunner.Match> byId) {
    }

    public MatchSource {
        args = new ArrayList<>(args);
    }

    /** The source of a run. */
    public static MatchSource of(String command, List<String> args) {
        return new MatchSource(command, new ArrayList<>(args));
    }

    /**
     * Plays one game of the run.
     *
     * @throws IllegalArgumentException when the run has no game of that id, or no such command
     */
    public MatchRecord play(String id) {
        TournamentRunner.Match match = games().byId().get(id);
        if (match == null) {
            throw new IllegalArgumentException("the run " + this + " has no game " + id);
        }
        return match.play().get();
    }

    /** The game and the run's settings in words ({@link MatchCommand#describe}). */
    public String describe(String id) {
        return games().command().describe(id);
    }

    private Games games() {
        return MADE.computeIfAbsent(this, source -> {
            Supplier<MatchCommand> maker = commands().get(command);
            if (maker == null) {
                throw new IllegalArgumentException("no command '" + command + "' plays games (arena, spread-it,"
                        + " quoridor)");
            }
            MatchCommand made = maker.get();
            new CommandLine(made).parseArgs(args.toArray(String[]::new));
            Map<String, TournamentRunner.Match> byId = new LinkedHashMap<>();
            made.matches().forEach(m -> byId.put(m.id(), m));
            return new Games(made, byId);
        });
    }

    private static Map<String, Supplier<MatchCommand>> commands() {
        return Map.of("arena", ClusterArenaCommand::new, "spread-it", SpreadItCommand::new,
                "quoridor", QuoridorCommand::new);
    }

    @Override
    public String toString() {
        return command + " " + String.join(" ", args);
    }
}
