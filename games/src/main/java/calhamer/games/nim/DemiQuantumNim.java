package calhamer.games.nim;

import calhamer.games.GameJson;
import calhamer.games.impartial.Amount;
import calhamer.games.impartial.AmountList;
import calhamer.games.impartial.ImpartialRules;
import calhamer.games.impartial.JsonFields;
import calhamer.strategy.game.InvalidStateException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Demi-Quantum Nim (Burke, Ferland and Teng, section 3.2, Definition 1 applied to Nim): a position is a
 * superposition of Nim realizations over the same piles; a classical move {@code pile:count} is feasible when some
 * realization has at least {@code count} in that pile; it collapses (drops) every realization where it is not
 * feasible and is played in the others. One realization is plain Nim; sizes 0 and 1 give Demi-Quantum Boolean Nim
 * (isomorphic to Transverse Wave, Proposition 4). Each move takes an object from every surviving realization, so a
 * play lasts at most the largest realization's total.
 *
 * <p>Components: duplicate and all-empty realizations dropped (they never decide feasibility), piles empty
 * everywhere dropped, rows sorted; a single realization splits into its heaps, each of known nimber (Nim). JSON:
 * {@code {"realizations": [[5, 3, 0], [1, 3, 3]]}} (1 to 1,000 realizations of the same 1 to 1,000 piles).
 */
public final class DemiQuantumNim implements ImpartialRules<Realizations, Amount> {
    /** The rules. */
    public static final DemiQuantumNim RULES = new DemiQuantumNim();

    private DemiQuantumNim() {
    }

    @Override
    public String name() {
        return "demi-quantum-nim";
    }

    @Override
    public List<Amount> moves(Realizations r) {
        int[] most = new int[r.piles()];
        for (int k = 0; k < most.length; k++) {
            most[k] = r.most(k);
        }
        return new AmountList(most);
    }

    @Override
    public Realizations play(Realizations r, Amount move) {
        List<int[]> rows = new ArrayList<>();
        for (int[] row : r.rows()) {
            if (row[move.index()] >= move.amount()) {
                row[move.index()] -= move.amount();
                rows.add(row);
            }
        }
        return new Realizations(r.piles(), rows.toArray(int[][]::new));
    }

    @Override
    public List<Realizations> components(Realizations r) {
        List<int[]> rows = new ArrayList<>();
        for (int[] row : r.rows()) {
            if (Arrays.stream(row).anyMatch(x -> x > 0) && rows.stream().noneMatch(o -> Arrays.equals(o, row))) {
                rows.add(row);
            }
        }
        int[] live = java.util.stream.IntStream.range(0, r.piles()).filter(k -> r.most(k) > 0).toArray();
        List<int[]> packed = new ArrayList<>();
        for (int[] row : rows) {
            packed.add(Arrays.stream(live).map(k -> row[k]).toArray());
        }
        if (packed.size() == 1) {
            List<Realizations> heaps = new ArrayList<>();
            for (int size : packed.get(0)) {
                heaps.add(new Realizations(1, new int[][] {{size}}));
            }
            return heaps;
        }
        if (packed.isEmpty()) {
            return List.of();
        }
        packed.sort(Arrays::compare);
        return List.of(new Realizations(live.length, packed.toArray(int[][]::new)));
    }

    @Override
    public OptionalInt knownNimber(Realizations component) {
        return component.count() == 1 && component.piles() == 1 ? OptionalInt.of(component.get(0, 0))
                : OptionalInt.empty();
    }

    @Override
    public long bytes(Realizations r) {
        return 48 + r.count() * (16 + 4L * r.piles());
    }

    @Override
    public Amount parseMove(Realizations r, String text) {
        return Amount.parse(text);
    }

    @Override
    public ObjectNode toJson(Realizations r) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        ArrayNode rows = json.putArray("realizations");
        for (int[] row : r.rows()) {
            JsonFields.add(rows.addArray(), row);
        }
        return json;
    }

    @Override
    public Realizations fromJson(JsonNode json) {
        GameJson.fields(json, Set.of("realizations"), Set.of());
        JsonNode list = GameJson.arrayUpTo(json.get("realizations"), "realizations", 1000);
        if (list.isEmpty()) {
            throw new InvalidStateException("realizations", "at least one realization");
        }
        int[][] rows = new int[list.size()][];
        for (int r = 0; r < rows.length; r++) {
            rows[r] = GameJson.integersUpTo(list.get(r), "realizations[" + r + "]", 0, Nim.MAX_SIZE, 1000);
            if (rows[r].length != rows[0].length || rows[r].length == 0) {
                throw new InvalidStateException("realizations[" + r + "]", "every realization has the same number "
                        + "(at least 1) of piles; the first has " + rows[0].length + ", this one " + rows[r].length);
            }
        }
        return new Realizations(rows[0].length, rows);
    }

    @Override
    public int maxMoves(Realizations r) {
        return Arrays.stream(r.rows()).mapToInt(row -> Arrays.stream(row).sum()).max().orElse(0);
    }
}
