package calhamer.strategy.matrix;

/**
 * The payoff matrices printed in Utkin, "Influence Graphs", section VIII: entries are the ratio (in percent) of
 * Austria's standing to Germany's, so Austria maximises and Germany minimises them.
 */
public final class UtkinTables {

    private UtkinTables() {
    }

    /** Table 3, "Ply one of the search tree in normal form": rows G1..G8 (Germany), columns A1..A7 (Austria). */
    public static final double[][] TABLE_3 = {
            {103.05, 97.41, 102.68, 108.96, 106.81, 105.54, 92.15},
            {99.41, 94.01, 99.04, 105.16, 103.10, 101.82, 97.67},
            {100.25, 108.96, 105.54, 97.16, 95.06, 93.75, 98.92},
            {96.78, 105.16, 101.82, 102.77, 100.69, 99.45, 95.50},
            {99.72, 108.41, 105.03, 105.84, 103.72, 102.57, 98.41},
            {101.06, 95.58, 102.17, 108.41, 106.27, 105.03, 100.64},
            {107.85, 102.09, 107.67, 113.83, 111.88, 110.64, 105.95},
            {112.33, 106.15, 112.06, 118.50, 116.34, 115.12, 101.35},
    };

    /** Table 4, "Payoff matrix after dominated rows and columns are eliminated": rows G2, G3, G4; columns A1..A4. */
    public static final double[][] TABLE_4 = {
            {99.41, 94.01, 99.04, 105.16},
            {100.25, 108.96, 105.54, 97.16},
            {96.78, 105.16, 101.82, 102.77},
    };

    /** Table 7, "Result of expanding node G2A3": rows A1..A3 (Austria), columns G1..G4 (Germany). */
    public static final double[][] TABLE_7 = {
            {98.69, 107.31, 107.31, 107.31},
            {98.69, 107.31, 112.99, 112.99},
            {107.31, 109.49, 108.47, 108.47},
    };
}
