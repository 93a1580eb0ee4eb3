package calhamer.cluster.jobs;

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
 * {@code calhamer-cluster tournament quoridor}: {@code calhamer tournament quoridor} (the same options and rows,
 * {@link QuoridorTournament}: Figure 6, or Figures 7-10 with {@code --head-to-head}; tables by
 * {@link QuoridorTables}) with its games played as Spark tasks.
 */
@Command(name = "quoridor", mixinStandardHelpOptions = true,
        description = "4-player Quoridor's SOS experiments as Spark tasks (Figure 6, or Figures 7-10 with"
                + " --head-to-head).")
public final class QuoridorCommand implements Callable<Integer>, MatchCommand {
    @Spec
    private CommandSpec spec;

    @Mixin
    private TournamentJob common = new TournamentJob();

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

    /** The tournament's settings, as {@code calhamer tournament quoridor} makes them. */
    QuoridorTournament.Settings settings() {
        return new QuoridorTournament.Settings(headToHead, lineups(), depths, games, common.seed, maxPlies,
                wallRadius, common.searchClock());
    }

    @Override
    public List<TournamentRunner.Match> matches() {
        return QuoridorTournament.matches(settings());
    }

    @Override
    public String describe(String id) {
        return "quoridor game " + id + " (tournament seed " + common.seed + ", settings " + settings().recorded()
                + ")";
    }

    @Override
    public Integer call() {
        QuoridorTournament.Settings settings;
        List<TournamentRunner.Match> matches;
        try {
            settings = settings();
            matches = QuoridorTournament.matches(settings);
        } catch (IllegalArgumentException e) {
            return Jobs.refuse(spec, e.getMessage());
        }
        return common.run(spec, matches, settings.recorded(), "", QuoridorTables::format);
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
