package calhamer.strategy.tournament;

import java.util.List;

/**
 * Where a tournament's played games are kept, by id: what {@link TournamentRunner} resumes from and appends to. A
 * results file ({@link ResultsStore}: JSON Lines and CSV), the arena's results file, or memory ({@link #inMemory()})
 * for a run that keeps nothing. Implementations are safe to call from several threads.
 */
public interface MatchStore {

    /** Whether a game with this id is stored. */
    boolean has(String id);

    /** The stored game with this id, or null. */
    MatchRecord record(String id);

    /** Every stored game, in the order stored. */
    List<MatchRecord> records();

    /** Stores a game (once: a second record with the same id is ignored). */
    void append(MatchRecord record);

    /** Where the games are kept, for messages (a file's path). */
    String where();

    /** A store that keeps the games of one run in memory. */
    static MatchStore inMemory() {
        return new MemoryStore();
    }
}
