package calhamer.server.cli;

import calhamer.games.quoridor.QuoridorTables;
import calhamer.games.quoridor.QuoridorTournament;
import calhamer.strategy.tournament.TournamentRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code calhamer tournament quoridor}: the Socially Oriented Search experiments on 4-player Quoridor
 * ({@link QuoridorTournament}): Figure 6, or with {@code --head-to-head} Figures 7–10.
 */
@Command(name = "quoridor", mixinStandardHelpOptions = true,
        description = "4-player Quoridor: Max-n, Paranoid, SOS and SOS learning against one-ply players with random "
                + "social orientations (Figure 6), or SOS head to head with Max-n or Paranoid (Figures 7-10).")
public final class QuoridorTournamentCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private TournamentOptions common;

    @Option(names = "--head-to-head", description = "Figures 7-10 instead of Figure 6.")
    boolean headToHead;

    @Option(names = "--searchers", split = ",",
            description = "Figure 6: searchers, agents that play quoridor (default maxn,paranoid,sos,sos-learning). "
                    + "Figures 7-10: pairs sos:opponent (default sos:maxn,sos:paranoid,sos-learning:maxn,"
                    + "sos-learning:paranoid).")
    List<String> searchers;

    @Option(names = "--depths", split = ",", defaultValue = "1,2,3,4",
            description = "Search depths. Default: ${DEFAULT-VALUE}.")
    List<Integer> depths;

    @Option(names = "--games", defaultValue = "100", description = "Games per searcher and depth. Default: ${DEFAULT-VALUE}.")
    int games;

    @Option(names = "--max-plies", defaultValue = "400",
            description = "Plies before an unwon game is a draw. Default: ${DEFAULT-VALUE}.")
    int maxPlies;

    @Option(names = "--wall-radius", defaultValue = "1",
            description = "Walls searched within this many cells of a pawn. Default: ${DEFAULT-VALUE}.")
    int wallRadius;

    @Override
    public Integer call() {
        QuoridorTournament.Settings settings;
        List<TournamentRunner.Match> matches;
        try {
            settings = new QuoridorTournament.Settings(headToHead, lineups(), depths, games, common.seed, maxPlies,
                    wallRadius, common.searchClock());
            matches = QuoridorTournament.matches(settings);
        } catch (IllegalArgumentException e) {
            return TournamentOptions.refuse(spec, "quoridor", e.getMessage());
        }
        return common.run(spec, "quoridor", matches, settings.recorded(), "", QuoridorTables::format);
    }

    private List<List<String>> lineups() {
        if (searchers == null) {
            return headToHead ? QuoridorTournament.HEAD_TO_HEAD
                    : QuoridorTournament.SEARCHERS.stream().map(List::of).toList();
        }
        List<List<String>> out = new ArrayList<>();
        for (String s : searchers) {
            out.add(List.of(s.strip().toLowerCase(Locale.ROOT).split(":")));
        }
        return out;
    }
}
