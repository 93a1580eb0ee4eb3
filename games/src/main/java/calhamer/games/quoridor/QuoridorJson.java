package calhamer.games.quoridor;

import static calhamer.games.GameJson.choice;
import static calhamer.games.GameJson.integer;
import static calhamer.games.GameJson.object;
import static calhamer.games.GameJson.required;

import calhamer.games.GameJson;
import calhamer.strategy.game.InvalidStateException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The JSON form of a Quoridor state (documented in docs/games.md):
 * <pre>
 * {"pawns": {"south": "e1", "west": "a5", "north": "e9", "east": "i5"},
 *  "walls": {"horizontal": ["e3"], "vertical": ["d5"]},
 *  "wallsLeft": {"south": 4, "west": 5, "north": 5, "east": 4},
 *  "toMove": "south", "ply": 2, "winner": null, "draw": false}
 * </pre>
 * Reading checks the players, cells, wall positions (no overlap or crossing), walls left (at most the game's),
 * distinct pawn cells, a path to every unfinished pawn's goal, the ply count and the result (a winner stands on its
 * goal side; a finished game has no player to move).
 */
final class QuoridorJson {
    private static final Set<String> FIELDS = Set.of("pawns", "walls", "wallsLeft", "toMove", "ply", "winner", "draw");

    private QuoridorJson() {
    }

    static JsonNode write(Quoridor game, QuoridorState s) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        ObjectNode json = f.objectNode();
        ObjectNode pawns = json.putObject("pawns");
        for (int p = 0; p < s.players(); p++) {
            pawns.put(game.side(p).label(), Board.cellName(s.pawn(p)));
        }
        ObjectNode walls = json.putObject("walls");
        ArrayNode horizontal = walls.putArray("horizontal");
        ArrayNode vertical = walls.putArray("vertical");
        for (long bits = s.walls().horizontal(); bits != 0; bits &= bits - 1) {
            horizontal.add(Board.slotName(Long.numberOfTrailingZeros(bits)));
        }
        for (long bits = s.walls().vertical(); bits != 0; bits &= bits - 1) {
            vertical.add(Board.slotName(Long.numberOfTrailingZeros(bits)));
        }
        ObjectNode left = json.putObject("wallsLeft");
        for (int p = 0; p < s.players(); p++) {
            left.put(game.side(p).label(), s.wallsLeft(p));
        }
        if (s.isOver()) {
            json.putNull("toMove");
        } else {
            json.put("toMove", game.side(s.toMove()).label());
        }
        json.put("ply", s.ply());
        if (s.result() >= 0) {
            json.put("winner", game.side(s.result()).label());
        } else {
            json.putNull("winner");
        }
        json.put("draw", s.result() == QuoridorState.DRAW);
        return json;
    }

    static QuoridorState read(Quoridor game, JsonNode json) {
        object(json, "", FIELDS);
        List<String> names = game.facts().players();
        int n = names.size();
        JsonNode pawnNode = object(required(json, "", "pawns"), "pawns", Set.copyOf(names));
        JsonNode leftNode = object(required(json, "", "wallsLeft"), "wallsLeft", Set.copyOf(names));
        int[] pawns = new int[n];
        int[] left = new int[n];
        Set<Integer> cells = new HashSet<>();
        for (int p = 0; p < n; p++) {
            String name = names.get(p);
            JsonNode cell = required(pawnNode, "pawns", name);
            try {
                pawns[p] = Board.cell(cell.asText());
            } catch (IllegalArgumentException e) {
                throw new InvalidStateException("pawns." + name, e.getMessage());
            }
            if (!cells.add(pawns[p])) {
                throw new InvalidStateException("pawns." + name, cell.asText() + " holds another pawn");
            }
            left[p] = integer(required(leftNode, "wallsLeft", name), "wallsLeft." + name, 0, game.wallsEach());
        }
        Walls walls = walls(json);
        int ply = integer(required(json, "", "ply"), "ply", 0, game.maxPlies());
        int result = result(game, json, pawns, ply);
        int toMove = -1;
        if (result == QuoridorState.ONGOING) {
            toMove = names.indexOf(choice(required(json, "", "toMove"), "toMove", names));
            for (int p = 0; p < n; p++) {
                if (game.side(p).goal().edgeContains(pawns[p])) {
                    throw new InvalidStateException("pawns." + names.get(p), "the pawn stands on its goal "
                            + "side, so the game is over: set 'winner'");
                }
                if (!walls.reaches(pawns[p], game.side(p).goal())) {
                    throw new InvalidStateException("walls", "the " + names.get(p) + " pawn has no path to its "
                            + "goal side");
                }
            }
        } else if (json.hasNonNull("toMove")) {
            throw new InvalidStateException("toMove", "must be null: the game is over");
        }
        return new QuoridorState(walls, QuoridorState.pack(pawns, left), n, toMove, ply, result);
    }

    private static Walls walls(JsonNode json) {
        JsonNode node = object(required(json, "", "walls"), "walls", Set.of("horizontal", "vertical"));
        Walls walls = Walls.NONE;
        for (String orientation : List.of("horizontal", "vertical")) {
            JsonNode list = GameJson.array(required(node, "walls", orientation), "walls." + orientation);
            for (int i = 0; i < list.size(); i++) {
                String where = "walls." + orientation + "[" + i + "]";
                int slot;
                try {
                    slot = Board.slot(list.get(i).asText());
                } catch (IllegalArgumentException e) {
                    throw new InvalidStateException(where, e.getMessage());
                }
                boolean horizontal = orientation.equals("horizontal");
                if (!walls.fits(horizontal, slot)) {
                    throw new InvalidStateException(where, "the wall at " + list.get(i).asText()
                            + " overlaps or crosses another");
                }
                walls = walls.with(horizontal, slot);
            }
        }
        return walls;
    }

    private static int result(Quoridor game, JsonNode json, int[] pawns, int ply) {
        List<String> names = game.facts().players();
        JsonNode drawNode = json.get("draw");
        if (drawNode != null && !drawNode.isNull() && !drawNode.isBoolean()) {
            throw new InvalidStateException("draw", "must be true or false, not " + drawNode);
        }
        boolean draw = drawNode != null && drawNode.booleanValue();
        JsonNode winner = json.get("winner");
        if (winner != null && !winner.isNull()) {
            int w = names.indexOf(choice(winner, "winner", names));
            if (!game.side(w).goal().edgeContains(pawns[w])) {
                throw new InvalidStateException("winner", "is " + names.get(w) + ", whose pawn is not on its goal "
                        + "side");
            }
            if (draw) {
                throw new InvalidStateException("draw", "must be false when there is a winner");
            }
            return w;
        }
        if (draw) {
            if (ply < game.maxPlies()) {
                throw new InvalidStateException("draw", "is true but only " + ply + " of the " + game.maxPlies()
                        + " plies were played");
            }
            return QuoridorState.DRAW;
        }
        if (ply >= game.maxPlies()) {
            throw new InvalidStateException("ply", "is " + ply + ", the limit: the game is over ('draw': true)");
        }
        return QuoridorState.ONGOING;
    }
}
