package calhamer.games.nim;

import calhamer.games.GameJson;
import calhamer.games.impartial.Amount;
import calhamer.games.impartial.AmountList;
import calhamer.games.impartial.ImpartialRules;
import calhamer.games.impartial.JsonFields;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Nim (Burke, Ferland and Teng, Ruleset 6; Bouton 1901): take one or more objects from one heap; the player who
 * cannot loses. Boolean Nim is the case of heaps of 0 or 1. A move is {@code heap:count}. Components: the
 * non-empty heaps, each of known nimber (a heap of n is *n, Bouton's theorem), so solving is the nim-sum of the
 * sizes. JSON: {@code {"heaps": [3, 4, 5]}} (up to 1,000 heaps of up to 1,000,000).
 */
public final class Nim implements ImpartialRules<Heaps, Amount> {
    /** The rules. */
    public static final Nim RULES = new Nim();
    static final int MAX_HEAPS = 1000;
    static final int MAX_SIZE = 1_000_000;

    private Nim() {
    }

    @Override
    public String name() {
        return "nim";
    }

    @Override
    public List<Amount> moves(Heaps h) {
        return new AmountList(h.sizes());
    }

    @Override
    public boolean over(Heaps h) {
        return Arrays.stream(h.sizes()).allMatch(size -> size == 0);
    }

    @Override
    public Heaps play(Heaps h, Amount move) {
        int[] sizes = h.sizes();
        sizes[move.index()] -= move.amount();
        return new Heaps(sizes);
    }

    @Override
    public List<Heaps> components(Heaps h) {
        List<Heaps> out = new ArrayList<>();
        for (int size : h.sizes()) {
            if (size > 0) {
                out.add(new Heaps(new int[] {size}));
            }
        }
        return out;
    }

    @Override
    public OptionalInt knownNimber(Heaps component) {
        return component.count() == 1 ? OptionalInt.of(component.size(0)) : OptionalInt.empty();
    }

    @Override
    public long bytes(Heaps h) {
        return 48 + 4L * h.count();
    }

    @Override
    public Amount parseMove(Heaps h, String text) {
        return Amount.parse(text);
    }

    @Override
    public ObjectNode toJson(Heaps h) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        JsonFields.add(json.putArray("heaps"), h.sizes());
        return json;
    }

    @Override
    public Heaps fromJson(JsonNode json) {
        GameJson.fields(json, Set.of("heaps"), Set.of());
        return new Heaps(GameJson.integersUpTo(json.get("heaps"), "heaps", 0, MAX_SIZE, MAX_HEAPS));
    }

    @Override
    public int maxMoves(Heaps h) {
        int total = 0;
        for (int size : h.sizes()) {
            total += size;
        }
        return total;
    }
}
