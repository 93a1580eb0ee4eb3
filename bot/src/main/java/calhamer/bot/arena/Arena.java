package calhamer.bot.arena;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.bot.adapter.DiplomacyGame;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.tournament.MatchRecord;
import calhamer.strategy.tournament.MatchStore;
import calhamer.strategy.tournament.TournamentRunner;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The arena: N seeded games of a map in which a tested player takes one or more seats against opponents
 * ({@link ArenaOptions}, {@link Seats}) for a number of game years. Players are the agents the
 * {@link AgentRegistry} has for {@code diplomacy} (the bot's methods, the DumbBot-class player, random and hold-only
 * players, any other registered there). Games are played by the one {@link TournamentRunner}, {@code threads} at a
 * time; each depends only on its seed (unless a bot's time guard cuts a decision short, which its record counts).
 * With a results file ({@link ArenaFile}), each game is appended as it ends and games of the same settings already
 * there are not played again, so a long run can be interrupted and resumed or split by game range. The report
 * tabulates the tested seats per power and summarises them against the opponents with 95% intervals
 * ({@link ArenaSummary}).
 *
 * <p>Command line: {@code bin/calhamer arena --help}.
 */
public final class Arena {
    /** The most order sets the game lists per power and phase (agents choose their own; none enumerates). */
    private static final int MAX_MOVES = 100_000;
    private final AgentRegistry registry;

    /**
     * One game finished: its record, how many games are done and how many the run has, whether it was found in the
     * results file, and the runner's progress ({@link #line()}).
     *
     * @param played  games played in this run so far (0 for stored ones)
     * @param toPlay  games this run plays
     * @param stored  games found in the results file
     * @param elapsed time since this run started playing
     */
    public record Progress(GameRecord game, int done, int total, boolean resumed, int played, int toPlay, int stored,
                           Duration elapsed) {

        /** The runner's progress line, e.g. {@code 3/10 games (2 already stored), 1.2 games/min, about 6 min left}. */
        public String line() {
            return TournamentRunner.describe(played, toPlay, stored, elapsed);
        }

        /** Seconds this run still needs at its pace so far (0 for stored games and when done). */
        public double secondsLeft() {
            return played == 0 ? 0 : elapsed.toNanos() / 1e9 / played * (toPlay - played);
        }
    }

    /** An arena with the registered agents ({@link AgentRegistry#load()}). */
    public Arena() {
        this(AgentRegistry.load());
    }

    /** An arena whose players come from the given registry. */
    public Arena(AgentRegistry registry) {
        this.registry = registry;
    }

    /** Runs the arena without a results file. */
    public ArenaReport run(ArenaOptions options) {
        return run(options, null, progress -> { });
    }

    /**
     * Runs the arena.
     *
     * @param results  a results file to resume from and append to, or null
     * @param listener told of every game as it ends (stored games first), one at a time on the calling thread
     * @throws calhamer.strategy.agents.UnknownAgentException when a player is not an agent of {@code diplomacy}
     * @throws IllegalArgumentException when the seats do not fit the map
     */
    public ArenaReport run(ArenaOptions options, Path results, Consumer<Progress> listener) {
        DiplomacyMap map = BundledMaps.load(options.map());
        DiplomacyGame game = new DiplomacyGame(map, options.years(), MAX_MOVES);
        registry.get(options.opponents(), game.facts());
        GameRunner runner = new GameRunner(game, registry);
        return run(options, results, listener, runner::play);
    }

    /**
     * Runs the arena with games played by the given player of games (the tested player and the DumbBot-class
     * fill-ins are still agents of this arena's registry; the opponents are the player's to seat).
     *
     * @throws calhamer.strategy.agents.UnknownAgentException when the tested player is not an agent of
     *                                                       {@code diplomacy}
     * @throws IllegalArgumentException when the seats do not fit the map
     */
    public ArenaReport run(ArenaOptions options, Path results, Consumer<Progress> listener, ArenaGames games) {
        DiplomacyMap map = BundledMaps.load(options.map());
        DiplomacyGame game = new DiplomacyGame(map, options.years(), MAX_MOVES);
        for (String agent : List.of(options.player(), ArenaOptions.FILL_IN)) {
            registry.get(agent, game.facts());
        }
        Seats.of(options, map.powerNames(), GameRunner.neutral(map), options.from());
        MatchStore store = results == null ? MatchStore.inMemory() : new ArenaFile(results, options.key());
        List<TournamentRunner.Match> matches = new ArrayList<>();
        int total = options.games();
        int stored = 0;
        for (int g = options.from(); g < options.from() + total; g++) {
            String id = GameRecord.id(g);
            if (store.has(id)) {
                stored++;
                listener.accept(new Progress(GameRecord.of(store.record(id)), stored, total, true, 0, 0, 0,
                        Duration.ZERO));
            }
            int number = g;
            matches.add(new TournamentRunner.Match(id, () -> games.play(options, number).toMatch()));
        }
        int fromFile = stored;
        TournamentRunner.run(matches, Map.of(), store, options.threads(), new TournamentRunner.Progress() {
            @Override
            public void report(int done, int toPlay, int inStore, Duration elapsed) {
            }

            @Override
            public void finished(MatchRecord record, int done, int toPlay, int inStore, Duration elapsed) {
                listener.accept(new Progress(GameRecord.of(record), fromFile + done, total, false, done, toPlay,
                        inStore, elapsed));
            }
        }, Duration.ZERO);
        List<GameRecord> played = new ArrayList<>();
        for (TournamentRunner.Match m : matches) {
            played.add(GameRecord.of(store.record(m.id())));
        }
        return new ArenaReport(options, played, ArenaTable.rows(map, played), ArenaSummary.of(played));
    }
}
