package calhamer.cluster.jobs;

import calhamer.strategy.tournament.TournamentRunner;
import java.util.List;

/**
 * A command whose run is a list of games: the arena, the Spread-It and the Quoridor tournaments. The driver and every
 * executor make the same list from the same command line ({@link MatchSource}), so an executor plays a game from its
 * id alone.
 */
public interface MatchCommand {

    /**
     * The run's games, in the order the single-machine command plays them.
     *
     * @throws IllegalArgumentException when the options do not make a run (in the words of the library's checks)
     */
    List<TournamentRunner.Match> matches();

    /** The game and the run's settings in words, for the report of a game that failed (its seed when known). */
    String describe(String id);
}
