package calhamer.games.avoidtrue;

import calhamer.games.GameJson;
import calhamer.games.impartial.BitMatrix;
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
import java.util.Set;

/**
 * Avoid True (Burke, Ferland and Teng, Ruleset 7): players alternately make a variable true, which is allowed when
 * the formula (a conjunction of clauses of positive variables) is still not true afterwards, that is when some
 * clause keeps no true variable; the player who cannot loses. A formula without clauses is true from the start
 * (nobody can move); an empty clause is never true (every variable can be chosen). A move is {@code x3}; a play
 * lasts at most n moves.
 *
 * <p>Components: the whole formula in canonical form: clauses already true dropped, then every clause containing
 * another dropped (a smaller clause false whenever it is), the remaining clauses' variables packed to the front and
 * the variables in no clause (always free to choose while the game lasts) after them, clauses sorted.
 *
 * <p>JSON: {@code {"variables": 8, "clauses": [[1, 2, 3, 4], [2, 5, 8]], "true": [8]}} (variables numbered 1 to
 * n ≤ 64; {@code true} optional).
 */
public final class AvoidTrue implements ImpartialRules<Formula, Integer> {
    /** The rules. */
    public static final AvoidTrue RULES = new AvoidTrue();

    private AvoidTrue() {
    }

    @Override
    public String name() {
        return "avoid-true";
    }

    @Override
    public List<Integer> moves(Formula f) {
        List<Integer> out = new ArrayList<>();
        for (int x = 1; x <= f.variables(); x++) {
            long bit = 1L << (x - 1);
            if ((f.chosen() & bit) == 0 && f.someClauseFalse(f.chosen() | bit)) {
                out.add(x);
            }
        }
        return out;
    }

    @Override
    public Formula play(Formula f, Integer x) {
        return new Formula(f.variables(), f.clauses(), f.chosen() | 1L << (x - 1));
    }

    @Override
    public List<Formula> components(Formula f) {
        if (moves(f).isEmpty()) {
            return List.of();
        }
        long[] open = Arrays.stream(f.clauses()).filter(c -> (c & f.chosen()) == 0).distinct().toArray();
        List<Long> minimal = new ArrayList<>();
        for (long c : open) {
            boolean containsAnother = false;
            for (long d : open) {
                if (d != c && (d & c) == d) {
                    containsAnother = true;
                    break;
                }
            }
            if (!containsAnother) {
                minimal.add(c);
            }
        }
        long used = minimal.stream().reduce(0L, (a, b) -> a | b);
        long free = BitMatrix.full(f.variables()) & ~f.chosen() & ~used;
        int usedCount = Long.bitCount(used);
        long[] packed = minimal.stream().mapToLong(c -> BitMatrix.compress(c, used)).sorted().toArray();
        return List.of(new Formula(usedCount + Long.bitCount(free), packed, 0));
    }

    @Override
    public long bytes(Formula f) {
        return 48 + 8L * f.clauses().length;
    }

    @Override
    public String notation(Formula f, Integer x) {
        return "x" + x;
    }

    @Override
    public Integer parseMove(Formula f, String text) {
        return JsonFields.number(text.startsWith("x") ? text.substring(1) : text, text,
                "a move is a variable such as x3");
    }

    @Override
    public ObjectNode toJson(Formula f) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        json.put("variables", f.variables());
        ArrayNode clauses = json.putArray("clauses");
        for (long c : f.clauses()) {
            ArrayNode clause = clauses.addArray();
            variables(c).forEach(clause::add);
        }
        ArrayNode chosen = json.putArray("true");
        variables(f.chosen()).forEach(chosen::add);
        return json;
    }

    private static List<Integer> variables(long bits) {
        List<Integer> out = new ArrayList<>();
        for (long b = bits; b != 0; b &= b - 1) {
            out.add(Long.numberOfTrailingZeros(b) + 1);
        }
        return out;
    }

    @Override
    public Formula fromJson(JsonNode json) {
        GameJson.fields(json, Set.of("variables", "clauses"), Set.of("true"));
        int n = GameJson.integer(json.get("variables"), "variables", 0, 64);
        JsonNode list = GameJson.arrayUpTo(json.get("clauses"), "clauses", 10_000);
        long[] clauses = new long[list.size()];
        for (int i = 0; i < clauses.length; i++) {
            clauses[i] = bits(GameJson.integersUpTo(list.get(i), "clauses[" + i + "]", 1, Math.max(1, n), 64), n,
                    "clauses[" + i + "]");
        }
        long chosen = json.has("true") ? bits(GameJson.integersUpTo(json.get("true"), "true", 1, Math.max(1, n), 64),
                n, "true") : 0;
        return new Formula(n, clauses, chosen);
    }

    private static long bits(int[] variables, int n, String field) {
        long out = 0;
        for (int x : variables) {
            if (x > n) {
                throw new InvalidStateException(field, "unknown variable " + x
                        + "; variables are 1.." + n);
            }
            out |= 1L << (x - 1);
        }
        return out;
    }

    @Override
    public int maxMoves(Formula f) {
        return f.variables();
    }
}
