package calhamer.bot.arena;

import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.bot.adapter.DiplomacyGame;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.tournament.MatchRecord;
import calhamer.strategy.tournament.MatchPlayer;
import calhamer.strategy.tournament.MatchStore;
import calhamer.strategy.tournament.TournamentRunner;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;

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
     * results file, and the runner's progress ({@link #line()}). Or, with a player of games that goes on after a
     * failure (a cluster's), one game failed: no record, the error naming the game.
     *
     * @param game    the game's record, or null when it failed
     * @param played  games played in this run so far (0 for stored ones)
     * @param toPlay  games this run plays
     * @param stored  games found in the results file
     * @param elapsed time since this run started playing
     * @param error   why the game failed, or null
     */
    public record Progress(GameRecord game, int done, int total, boolean resumed, int played, int toPlay, int stored,
                           Duration elapsed, String error) {

        /** A game finished (or was found stored). */
        public Progress(GameRecord game, int done, int total, boolean resumed, int played, int toPlay, int stored,
                        Duration elapsed) {
            this(game, done, total, resumed, played, toPlay, stored, elapsed, null);
        }

        /** The runner's progress line, e.g. {@code 3/10 games (2 already stored), 1.2 games/min, about 6 min left}. */
        public String line() {
            return TournamentRunner.describe(played, toPlay, stored, elapsed);
        }

        /**
         * The game in one line, e.g. {@code game 3 (4/10) seed 4: FRANCE 3->5, winner RUSSIA, S1911M, 42 s left}
         * (a game found in the results file says so in place of the time left).
         */
        public String gameLine() {
            String seats = game.seats().stream().filter(GameRecord.Seat::tested)
                    .map(s -> s.power() + " " + s.startCentres() + "->" + s.endCentres()
                            + (s.eliminated() ? " (out)" : "")).collect(Collectors.joining(", "));
            String eta = resumed ? "" : String.format(Locale.ROOT, ", %.0f s left", secondsLeft());
            return String.format(Locale.ROOT, "game %d (%d/%d%s) seed %d: %s%s, %s%s", game.game(), done,
                    total, resumed ? ", from file" : "", game.seed(), seats,
                    game.winner() == null ? "" : ", winner " + game.winner(), game.finalPhase(), eta);
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
        return run(options, results, listener, MatchPlayer.threads(options.threads()));
    }

    /**
     * Runs the arena's own games ({@link #matches}) with the given player of games: threads of this JVM, or a
     * cluster's executors, each playing a game from its number by {@link #matches} (the same games, so the same
     * records).
     *
     * @throws calhamer.strategy.agents.UnknownAgentException when a player is not an agent of {@code diplomacy}
     * @throws IllegalArgumentException when the seats do not fit the map
     */
    public ArenaReport run(ArenaOptions options, Path results, Consumer<Progress> listener, MatchPlayer player) {
        return run(options, results, listener, matches(options), player);
    }

    /**
     * The arena's games of a run, one match per game number ({@link GameRecord#id}), each played by the arena's own
     * runner on the rules engine: what every player of games plays, here or on a cluster.
     *
     * @throws calhamer.strategy.agents.UnknownAgentException when a player is not an agent of {@code diplomacy}
     * @throws IllegalArgumentException when the seats do not fit the map
     */
    public List<TournamentRunner.Match> matches(ArenaOptions options) {
        DiplomacyGame game = ownGame(options);
        return matches(options, game, new GameRunner(game, registry)::play);
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
        DiplomacyGame game = new DiplomacyGame(BundledMaps.load(options.map()), options.years(), MAX_MOVES);
        return run(options, results, listener, matches(options, game, games),
                MatchPlayer.threads(options.threads()));
    }

    /**
     * Plays game g of the run on this thread, as {@link #run} would, telling the watcher every position of the game
     * before it is played and the one it ends in: what an offline learner reads games with
     * ({@code calhamer.bot.learning.ValueLearning}).
     *
     * @throws calhamer.strategy.agents.UnknownAgentException when a player is not an agent of {@code diplomacy}
     * @throws IllegalArgumentException when the seats do not fit the map
     */
    public GameRecord play(ArenaOptions options, int g, Consumer<Position> watcher) {
        DiplomacyGame game = ownGame(options);
        checkSeats(options, game);
        return new GameRunner(game, registry).play(options, g, watcher);
    }

    /** @return the run's game, its opponents checked to be agents of this arena's registry */
    private DiplomacyGame ownGame(ArenaOptions options) {
        DiplomacyGame game = new DiplomacyGame(BundledMaps.load(options.map()), options.years(), MAX_MOVES);
        SeatPlayer.of(options.opponents()).registration(registry, game.facts());
        return game;
    }

    /** Checks that the tested player and the fill-ins are agents of the registry and that the seats fit the map. */
    private void checkSeats(ArenaOptions options, DiplomacyGame game) {
        DiplomacyMap map = game.map();
        for (String agent : List.of(options.player(), ArenaOptions.FILL_IN)) {
            SeatPlayer.of(agent).registration(registry, game.facts());
        }
        Seats.of(options, map.powerNames(), GameRunner.neutral(map), options.from());
    }

    private List<TournamentRunner.Match> matches(ArenaOptions options, DiplomacyGame game, ArenaGames games) {
        checkSeats(options, game);
        List<TournamentRunner.Match> matches = new ArrayList<>();
        for (int g = options.from(); g < options.from() + options.games(); g++) {
            int number = g;
            matches.add(new TournamentRunner.Match(GameRecord.id(g), () -> games.play(options, number).toMatch()));
        }
        return matches;
    }

    private ArenaReport run(ArenaOptions options, Path results, Consumer<Progress> listener,
                            List<TournamentRunner.Match> matches, MatchPlayer player) {
        DiplomacyMap map = BundledMaps.load(options.map());
        MatchStore store = results == null ? MatchStore.inMemory() : new ArenaFile(results, options.key());
        int total = options.games();
        int stored = 0;
        for (TournamentRunner.Match m : matches) {
            if (store.has(m.id())) {
                stored++;
                listener.accept(new Progress(GameRecord.of(store.record(m.id())), stored, total, true, 0, 0, 0,
                        Duration.ZERO));
            }
        }
        int fromFile = stored;
        TournamentRunner.run(matches, Map.of(), store, player, new TournamentRunner.Progress() {
            @Override
            public void report(int done, int toPlay, int inStore, Duration elapsed) {
            }

            @Override
            public void finished(MatchRecord record, int done, int toPlay, int inStore, Duration elapsed) {
                listener.accept(new Progress(GameRecord.of(record), fromFile + done, total, false, done, toPlay,
                        inStore, elapsed));
            }

            @Override
            public void failed(String id, String error) {
                listener.accept(new Progress(null, fromFile, total, false, 0, 0, fromFile, Duration.ZERO, error));
            }
        }, Duration.ZERO);
        List<GameRecord> played = new ArrayList<>();
        for (TournamentRunner.Match m : matches) {
            MatchRecord record = store.record(m.id());
            if (record != null) {
                played.add(GameRecord.of(record));
            }
        }
        return new ArenaReport(options, played, ArenaTable.rows(map, played), ArenaSummary.of(played));
    }
}
