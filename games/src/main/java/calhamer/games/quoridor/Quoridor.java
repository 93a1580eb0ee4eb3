package calhamer.games.quoridor;

import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveOrder;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.List;

/**
 * Quoridor for 4 players (Wilson, Zuckerman and Nau, section 5.1; the 2-player game too): a 9 × 9 board, pawns
 * starting at the middle of their sides and racing to the opposite side, turns clockwise (south, west, north,
 * east), five walls each (ten in the 2-player game). A turn moves the pawn one step to a free neighbouring cell not
 * cut off by a wall, or places a wall. A pawn facing an adjacent pawn jumps straight over it when the cell behind
 * is on the board, free and not walled off; otherwise it may jump diagonally to either side of the pawn it faces
 * (where no wall is in the way and the cell is free). A wall covers two cells' edges and may neither overlap nor
 * cross another, and may not leave any pawn without a path to its goal side. The first pawn on its goal side wins
 * (+3 to the winner, −1 to each other player; +1/−1 with two players). A player with no legal move passes. The
 * paper leaves the game's length open; here a game not won after {@code maxPlies} plies is a draw (0 each).
 *
 * <p>Search considers every pawn move and only the walls near the pawns ({@link #candidateMoves}: walls whose centre
 * is within {@code wallRadius} cells of some pawn; radius 1 means the four corners of each pawn's cell), as the
 * paper does to keep the branching factor down. Wall legality: a slot check, then the touch test of {@link Walls}
 * and, only for walls touching the structure at two or more points, one flood fill per pawn.
 */
public final class Quoridor implements Game<QuoridorState, QuoridorMove> {
    /** The registered name. */
    public static final String NAME = "quoridor";

    private final Side[] sides;
    private final GameFacts facts;
    private final int wallsEach;
    private final int maxPlies;
    private final int wallRadius;
    private final QuoridorState initial;
    private final QuoridorEvaluator evaluator;
    private final QuoridorMoves rules;

    /**
     * @param players    2 (south and north) or 4
     * @param wallsEach  walls per player, 0..15
     * @param maxPlies   plies after which an unwon game is a draw, at least 1
     * @param wallRadius how far from a pawn search looks for walls, 0..8 (0: search places no wall)
     */
    public Quoridor(int players, int wallsEach, int maxPlies, int wallRadius) {
        if (players != 2 && players != 4) {
            throw new IllegalArgumentException("Quoridor is played by 2 or 4 players, not " + players);
        }
        if (wallsEach < 0 || wallsEach > 15) {
            throw new IllegalArgumentException("walls per player must be 0..15, not " + wallsEach);
        }
        if (maxPlies < 1) {
            throw new IllegalArgumentException("the ply limit must be positive, not " + maxPlies);
        }
        if (wallRadius < 0 || wallRadius > Board.SIZE - 1) {
            throw new IllegalArgumentException("the wall radius must be 0..8, not " + wallRadius);
        }
        this.sides = players == 4 ? Side.values() : new Side[] {Side.SOUTH, Side.NORTH};
        this.facts = new GameFacts(NAME, Arrays.stream(sides).map(Side::label).toList(), MoveOrder.SEQUENTIAL, true,
                false);
        this.wallsEach = wallsEach;
        this.maxPlies = maxPlies;
        this.wallRadius = wallRadius;
        int[] pawns = new int[players];
        int[] walls = new int[players];
        for (int p = 0; p < players; p++) {
            pawns[p] = sides[p].start();
            walls[p] = wallsEach;
        }
        this.initial = new QuoridorState(Walls.NONE, QuoridorState.pack(pawns, walls), players, 0, 0,
                QuoridorState.ONGOING);
        this.evaluator = new QuoridorEvaluator(this);
        this.rules = new QuoridorMoves(sides);
    }

    /** The paper's game: 4 players, 5 walls each, at most 1000 plies, walls within 1 cell of a pawn for search. */
    public static Quoridor fourPlayers() {
        return new Quoridor(4, 5, 1000, 1);
    }

    /** The side of each player. */
    public Side side(int player) {
        return sides[player];
    }

    public int wallsEach() {
        return wallsEach;
    }

    public int maxPlies() {
        return maxPlies;
    }

    public int wallRadius() {
        return wallRadius;
    }

    @Override
    public GameFacts facts() {
        return facts;
    }

    @Override
    public QuoridorState initialState() {
        return initial;
    }

    @Override
    public boolean isTerminal(QuoridorState state) {
        return state.isOver();
    }

    @Override
    public List<Integer> actors(QuoridorState state) {
        return state.isOver() ? List.of() : List.of(state.toMove());
    }

    @Override
    public List<QuoridorMove> legalMoves(QuoridorState state, int player) {
        return rules.moves(state, player, Board.SIZE);
    }

    /**
     * Every pawn move, and the legal walls whose centre lies within {@link #wallRadius()} of some pawn; when that
     * leaves nothing (a pawn boxed in), every legal move.
     */
    @Override
    public List<QuoridorMove> candidateMoves(QuoridorState state, int player) {
        return rules.moves(state, player, wallRadius);
    }

    /** The cells the player's pawn may move to: steps, straight jumps and diagonal jumps. */
    public int[] steps(QuoridorState state, int player) {
        return rules.steps(state, player);
    }

    /**
     * Whether the player to move may place this wall: a wall left, the slot free, and every pawn still able to reach
     * its goal side (checked by flood fill only when the wall touches the walls or border at two points or more).
     */
    public boolean wallAllowed(QuoridorState state, boolean horizontal, int slot) {
        return rules.wallAllowed(state, horizontal, slot);
    }

    @Override
    public QuoridorState apply(QuoridorState state, JointMove<QuoridorMove> move) {
        move.requirePlayers(actors(state));
        return apply(state, state.toMove(), move.move(state.toMove()));
    }

    /** The state after the player's move; checks only this move's legality (one flood fill per pawn at most). */
    @Override
    public QuoridorState apply(QuoridorState state, int player, QuoridorMove move) {
        requireLegal(state, player, move);
        int players = state.players();
        int[] pawns = new int[players];
        int[] walls = new int[players];
        for (int p = 0; p < players; p++) {
            pawns[p] = state.pawn(p);
            walls[p] = state.wallsLeft(p);
        }
        Walls layout = state.walls();
        int result = QuoridorState.ONGOING;
        if (move.kind() == QuoridorMove.Kind.STEP) {
            pawns[player] = move.index();
            if (sides[player].goal().edgeContains(move.index())) {
                result = player;
            }
        } else if (move.isWall()) {
            layout = layout.with(move.isHorizontal(), move.index());
            walls[player]--;
        }
        int ply = state.ply() + 1;
        if (result == QuoridorState.ONGOING && ply >= maxPlies) {
            result = QuoridorState.DRAW;
        }
        return new QuoridorState(layout, QuoridorState.pack(pawns, walls), players, (player + 1) % players, ply,
                result);
    }

    private void requireLegal(QuoridorState state, int player, QuoridorMove move) {
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over");
        }
        if (player != state.toMove()) {
            throw new IllegalArgumentException(facts.players().get(player) + " does not move now; "
                    + facts.players().get(state.toMove()) + " does");
        }
        switch (move.kind()) {
            case STEP:
                for (int cell : rules.steps(state, player)) {
                    if (cell == move.index()) {
                        return;
                    }
                }
                throw new IllegalArgumentException("the " + facts.players().get(player) + " pawn on "
                        + Board.cellName(state.pawn(player)) + " cannot move to " + move.notation());
            case PASS:
                if (!legalMoves(state, player).equals(List.of(QuoridorMove.PASS))) {
                    throw new IllegalArgumentException(facts.players().get(player)
                            + " has a legal move and may not pass");
                }
                return;
            default:
                if (state.wallsLeft(player) == 0) {
                    throw new IllegalArgumentException(facts.players().get(player) + " has no wall left");
                }
                if (!state.walls().fits(move.isHorizontal(), move.index())) {
                    throw new IllegalArgumentException("wall " + move.notation() + " overlaps or crosses a wall");
                }
                if (!rules.wallAllowed(state, move.isHorizontal(), move.index())) {
                    throw new IllegalArgumentException("wall " + move.notation()
                            + " would leave a pawn without a path to its goal");
                }
        }
    }

    @Override
    public double[] returns(QuoridorState state) {
        if (!state.isOver()) {
            throw new IllegalStateException("the Quoridor game is not over");
        }
        double[] out = new double[state.players()];
        if (state.result() >= 0) {
            Arrays.fill(out, -1);
            out[state.result()] = state.players() - 1;
        }
        return out;
    }

    @Override
    public String notation(QuoridorState state, int player, QuoridorMove move) {
        return move.notation();
    }

    @Override
    public QuoridorMove parseMove(QuoridorState state, int player, String text) {
        QuoridorMove move = QuoridorMove.parse(text);
        requireLegal(state, player, move);
        return move;
    }

    @Override
    public JsonNode toJson(QuoridorState state) {
        return QuoridorJson.write(this, state);
    }

    @Override
    public QuoridorState fromJson(JsonNode json) {
        return QuoridorJson.read(this, json);
    }

    /** The paper's evaluation: each player's lead in distance to goal over the others ({@link QuoridorEvaluator}). */
    @Override
    public Evaluator<QuoridorState> evaluator() {
        return evaluator;
    }
}
