package calhamer.maps.drawing;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.MapFile;
import calhamer.maps.io.MapFormatException;
import calhamer.maps.io.MapLoader;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Maps made up for the layout's tests: the bundled ones without their layouts, and large triangulated grids. */
final class SyntheticMaps {
    private static final ObjectMapper JSON = new ObjectMapper();

    private SyntheticMaps() {
    }

    /** @return the map loaded again from its file form without the layout */
    static DiplomacyMap withoutLayout(DiplomacyMap map) {
        try {
            return MapLoader.build(map.id() + ".json", MapFile.of(map, null));
        } catch (MapFormatException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A planar triangulated grid of {@code columns × rows} provinces: each borders its right, lower and lower-right
     * neighbours (and they it). The first {@code seaColumns} columns are sea, the next one coastal (its fifth
     * province split into a north and a south coast), the rest inland; every seventh province holds a supply
     * centre. Ids are a column letter and a two-digit row ({@code C07}).
     */
    static DiplomacyMap grid(int columns, int rows, int seaColumns) {
        ObjectNode file = JSON.createObjectNode();
        file.put("id", "grid-" + columns + "x" + rows).put("name", "Grid").putArray("powers").add("ONE");
        ArrayNode provinces = file.putArray("provinces");
        Map<String, List<String>> army = new TreeMap<>();
        Map<String, List<String>> fleet = new TreeMap<>();
        String split = id(seaColumns, Math.min(4, rows - 1));
        for (int c = 0; c < columns; c++) {
            for (int r = 0; r < rows; r++) {
                ObjectNode p = provinces.addObject().put("id", id(c, r)).put("name", "Province " + id(c, r))
                        .put("terrain", c < seaColumns ? "sea" : c == seaColumns ? "coastal" : "inland");
                if ((c * rows + r) % 7 == 3 && c >= seaColumns) {
                    p.put("supplyCenter", true);
                }
                if (id(c, r).equals(split)) {
                    p.putArray("coasts").add("NC").add("SC");
                }
            }
        }
        int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {-1, 0}, {0, -1}, {-1, -1}};
        for (int c = 0; c < columns; c++) {
            for (int r = 0; r < rows; r++) {
                for (int[] s : steps) {
                    int c2 = c + s[0];
                    int r2 = r + s[1];
                    if (c2 < 0 || r2 < 0 || c2 >= columns || r2 >= rows) {
                        continue;
                    }
                    boolean land = c >= seaColumns;
                    boolean land2 = c2 >= seaColumns;
                    if (land && land2) {
                        army.computeIfAbsent(id(c, r), k -> new ArrayList<>()).add(id(c2, r2));
                    }
                    boolean fleetHere = c <= seaColumns;
                    boolean fleetThere = c2 <= seaColumns;
                    if (fleetHere && fleetThere && (c < seaColumns || c2 < seaColumns)) {
                        fleet.computeIfAbsent(fleetId(c, r, r2, split), k -> new ArrayList<>())
                                .add(fleetId(c2, r2, r, split));
                    }
                }
            }
        }
        file.set("armyAdjacency", JSON.valueToTree(army));
        file.set("fleetAdjacency", JSON.valueToTree(fleet));
        ObjectNode start = file.putObject("start").put("year", 1901);
        start.putObject("units").putArray("ONE").add("A " + id(columns - 1, rows - 1));
        try {
            return MapLoader.load("grid.json", file.toString());
        } catch (MapFormatException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The fleet location of a grid province: the split province's north coast faces rows above it. */
    private static String fleetId(int c, int r, int otherRow, String split) {
        String id = id(c, r);
        if (!id.equals(split)) {
            return id;
        }
        return id + (otherRow < r ? "/NC" : "/SC");
    }

    private static String id(int column, int row) {
        return (char) ('A' + column) + String.format("%02d", row);
    }
}
