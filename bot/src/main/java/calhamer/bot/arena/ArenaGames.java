package calhamer.bot.arena;

/**
 * Plays one arena game from its options and number: by default the arena's own runner on the rules engine, each
 * seat's agent called in turn; another implementation may seat players elsewhere (the DAIDE arena seats DAIDE
 * clients, each a process of its own, on a DAIDE server). The seats are {@link Seats#of}'s; the record is the same
 * either way, so results files, tables and summaries are too. Implementations are thread-safe: the arena plays
 * {@link ArenaOptions#threads()} games at once.
 */
@FunctionalInterface
public interface ArenaGames {

    /**
     * @param options the run
     * @param game    the game's number (its seed is {@code options.seed() + game})
     * @return the game's record
     */
    GameRecord play(ArenaOptions options, int game);
}
