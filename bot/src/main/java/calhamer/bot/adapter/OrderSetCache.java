package calhamer.bot.adapter;

import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.position.Position;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The legal order sets of the last positions a {@link DiplomacyGame} was asked about ({@link PhaseOrderSets}, one
 * {@link LegalOrders#of} call each): a few dozen, least recently used, since play and its clients ask the same
 * position for its actors, legal moves and parts again and again. Thread-safe; a set is computed outside the lock.
 */
final class OrderSetCache {
    private static final int CACHED_POSITIONS = 64;
    private final LegalOrders legal;
    private final int maxMoves;
    private final Map<Position, PhaseOrderSets> cache = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Position, PhaseOrderSets> eldest) {
            return size() > CACHED_POSITIONS;
        }
    };

    /** @param maxMoves the most order sets listed whole per power and phase */
    OrderSetCache(LegalOrders legal, int maxMoves) {
        this.legal = legal;
        this.maxMoves = maxMoves;
    }

    /** @return every acting power's legal order sets in the position */
    PhaseOrderSets of(Position state) {
        synchronized (cache) {
            PhaseOrderSets cached = cache.get(state);
            if (cached != null) {
                return cached;
            }
        }
        PhaseOrderSets computed = PhaseOrderSets.of(legal, state, maxMoves);
        synchronized (cache) {
            cache.put(state, computed);
        }
        return computed;
    }
}
