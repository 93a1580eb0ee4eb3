package calhamer.server.service;

import calhamer.server.error.ApiException;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.MoveParts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The answer of {@code POST /games/{game}/legal} for some players of a state: each player's legal moves whole, in
 * the game's notation, at most the server's {@code --max-order-sets} of them (more is a 422 saying how to raise the
 * limit, or to ask part by part where the game has parts); or, asked for, part by part ({@link Game#legalParts},
 * Diplomacy's orders per unit, never capped) for the players whose game gives them so. O(moves listed).
 */
final class LegalListing {
    private LegalListing() {
    }

    /**
     * The legal moves of the players asked for.
     *
     * @param moves player name → the notation of each legal move, for the players listed whole
     * @param parts player name → its moves part by part, for the players listed so
     */
    record Legal(Map<String, List<String>> moves, Map<String, MoveParts> parts) {
    }

    /**
     * @param players the players to list, by index
     * @param limit   the most moves listed whole per player
     * @param byParts whether players whose moves the game gives part by part are listed so
     */
    static <S, M> Legal of(Game<S, M> game, S state, List<Integer> players, long limit, boolean byParts) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        Map<String, MoveParts> parts = new LinkedHashMap<>();
        List<String> names = game.facts().players();
        for (int p : players) {
            Optional<MoveParts> own = byParts ? game.legalParts(state, p) : Optional.empty();
            if (own.isPresent()) {
                parts.put(names.get(p), own.get());
                continue;
            }
            List<M> moves = game.legalMoves(state, p);
            if (moves.size() > limit) {
                throw ApiException.overBudget(names.get(p) + " has " + moves.size() + " legal moves, over the limit"
                        + " of " + limit + "; raise it with --max-order-sets (CALHAMER_MAX_ORDER_SETS)"
                        + (game.legalParts(state, p).isPresent() ? ", or ask for them part by part (\"form\":"
                        + " \"parts\": one list of orders per unit)" : ""));
            }
            List<String> texts = new ArrayList<>(moves.size());
            for (M m : moves) {
                texts.add(game.notation(state, p, m));
            }
            out.put(names.get(p), texts);
        }
        return new Legal(out, parts);
    }
}
