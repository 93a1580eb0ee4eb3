package calhamer.bot.evaluation;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderParser;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The order sets printed in Utkin, "Influence Graphs", section VIII, on the Austria–Germany submap, in the paper's
 * notation turned into the project's ("BER => SIL" is "A BER - SIL", "TRI supp VIE" next to "VIE => TYR" is
 * "A TRI S A VIE - TYR").
 */
public final class UtkinOpenings {

    private UtkinOpenings() {
    }

    /** Table 1, German opening moves G1..G8. */
    public static final List<String> TABLE_1 = List.of(
            "A BER - SIL; A MUN - TYR; A KIE - MUN",
            "A BER - SIL; A MUN - TYR; A KIE - BER",
            "A BER - SIL; A MUN - BOH; A KIE - MUN",
            "A BER - SIL; A MUN - BOH; A KIE - BER",
            "A BER - SIL; A MUN - BOH; A KIE - RUH",
            "A BER - SIL; A MUN - TYR; A KIE - RUH",
            "A BER - PRU; A MUN - TYR; A KIE - BER",
            "A BER - PRU; A MUN - TYR; A KIE - MUN");

    /** Table 2, Austrian opening moves A1..A7. */
    public static final List<String> TABLE_2 = List.of(
            "A VIE - BOH; A TRI - TYR; A BUD - VIE",
            "A VIE - BOH; A TRI - TYR; A BUD - TRI",
            "A VIE - BOH; A TRI - TYR; A BUD - GAL",
            "A VIE - TYR; A TRI S A VIE - TYR; A BUD - VIE",
            "A VIE - TYR; A TRI S A VIE - TYR; A BUD - GAL",
            "A TRI - TYR; A VIE S A TRI - TYR; A BUD - GAL",
            "A VIE - BOH; A TRI - VIE; A BUD - GAL");

    /** The set the paper names as leading to A4's positioning, and excluded for it. */
    public static final String A4_TWIN = "A TRI - TYR; A VIE S A TRI - TYR; A BUD - TRI";

    /** Table 5, German sets G1..G4 from node G2A3. */
    public static final List<String> TABLE_5 = List.of(
            "A SIL - BOH; A MUN S A SIL - BOH; A BER - SIL",
            "A MUN - BOH; A SIL S A MUN - BOH; A BER - MUN",
            "A SIL - GAL; A MUN - TYR; A BER - SIL",
            "A SIL - GAL; A MUN - TYR; A BER - MUN");

    /** Table 6, Austrian sets A1..A3 from node G2A3. */
    public static final List<String> TABLE_6 = List.of(
            "A TRI - TYR; A BOH S A TRI - TYR; A GAL - SIL",
            "A TRI - TYR; A GAL - SIL; A BOH S A GAL - SIL",
            "A BOH - SIL; A GAL S A BOH - SIL; A TRI - TYR");

    /** @return the orders of a set written as above */
    public static List<Order> orders(OrderParser parser, String set) {
        List<Order> orders = new ArrayList<>();
        for (String text : set.split(";")) {
            orders.add(parser.parse(text.trim()));
        }
        return orders;
    }

    /** @return the order sets, each in the paper's order of units */
    public static List<OrderSet> sets(OrderParser parser, List<String> sets) {
        return sets.stream().map(s -> new OrderSet(orders(parser, s))).toList();
    }

    /** @return the orders of a set regardless of their order */
    public static Set<Order> unordered(OrderSet set) {
        return new HashSet<>(set.orders());
    }
}
