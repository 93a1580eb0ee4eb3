package calhamer.daide.board;

import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.TokenReader;
import calhamer.daide.protocol.TokenTable;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Coast;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.MapFile;
import calhamer.maps.io.MapFormatException;
import calhamer.maps.io.MapLoader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A map from a server's {@code MDF} message, for a client on a map it does not have: province and power ids are the
 * token names of the representation message; a province is inland when it lists only army moves, a sea when only
 * fleet moves, coastal otherwise, with named coasts where fleet moves are given per coast; home centres from the
 * supply-centre lists (a centre home to several powers is taken as the first one's). The map is checked by
 * Calhamer's map loader like any map file. The starting position is empty: positions come from {@code NOW}.
 */
public final class MdfReader {
    private MdfReader() {
    }

    /**
     * @param name  the map's name (the {@code MAP} message's), used as its id
     * @param mdf   the {@code MDF} message
     * @param table the connection's tokens
     * @return the map file
     * @throws IllegalArgumentException when the message is not a map definition Calhamer can hold (a coast it has no
     *                                  name for, a token without a name)
     */
    public static MapFile read(String name, Message mdf, TokenTable table) {
        TokenReader r = new TokenReader(mdf);
        r.expect(Tokens.MDF);
        List<String> powers = new ArrayList<>();
        r.open();
        while (!r.atClose()) {
            powers.add(name(table, r.power()));
        }
        r.close();
        Map<String, String> home = new LinkedHashMap<>();
        Set<String> centres = new LinkedHashSet<>();
        Set<String> all = new LinkedHashSet<>();
        r.open();
        r.open();
        while (r.atOpen()) {
            r.open();
            String owner = null;
            if (r.atOpen()) {
                r.open();
                owner = name(table, r.power());
                while (!r.atClose()) {
                    r.power();
                }
                r.close();
            } else if (!r.take(Tokens.UNO)) {
                owner = name(table, r.power());
            }
            while (!r.atClose()) {
                String c = name(table, r.province());
                centres.add(c);
                all.add(c);
                if (owner != null) {
                    home.putIfAbsent(c, owner);
                }
            }
            r.close();
        }
        r.close();
        r.open();
        while (!r.atClose()) {
            all.add(name(table, r.province()));
        }
        r.close();
        r.close();
        Map<String, List<String>> army = new LinkedHashMap<>();
        Map<String, List<String>> fleet = new LinkedHashMap<>();
        Map<String, List<String>> coasts = new LinkedHashMap<>();
        Set<String> hasArmy = new LinkedHashSet<>();
        Set<String> hasFleet = new LinkedHashSet<>();
        r.open();
        while (r.atOpen()) {
            r.open();
            String p = name(table, r.province());
            all.add(p);
            while (r.atOpen()) {
                r.open();
                String from;
                boolean isArmy = false;
                if (r.take(Tokens.BRA)) {
                    r.expect(Tokens.FLT);
                    String coast = coastName(r.next());
                    r.close();
                    coasts.computeIfAbsent(p, k -> new ArrayList<>()).add(coast);
                    from = p + "/" + coast;
                    hasFleet.add(p);
                } else if (r.take(Tokens.AMY)) {
                    from = p;
                    isArmy = true;
                    hasArmy.add(p);
                } else {
                    r.expect(Tokens.FLT);
                    from = p;
                    hasFleet.add(p);
                }
                List<String> to = (isArmy ? army : fleet).computeIfAbsent(from, k -> new ArrayList<>());
                while (!r.atClose()) {
                    if (r.take(Tokens.BRA)) {
                        String q = name(table, r.province());
                        String coast = coastName(r.next());
                        r.close();
                        to.add(q + "/" + coast);
                    } else {
                        to.add(name(table, r.province()));
                    }
                }
                r.close();
            }
            r.close();
        }
        r.close();
        r.end();
        List<MapFile.ProvinceEntry> provinces = new ArrayList<>();
        for (String p : all) {
            String terrain = hasArmy.contains(p) && !hasFleet.contains(p) ? "inland"
                    : !hasArmy.contains(p) && hasFleet.contains(p) ? "sea" : "coastal";
            provinces.add(new MapFile.ProvinceEntry(p, p, terrain, centres.contains(p), home.get(p),
                    coasts.get(p), null));
        }
        army.values().removeIf(List::isEmpty);
        String id = name.replaceAll("[^A-Za-z0-9_-]", "_");
        return new MapFile(id.isEmpty() ? "daide" : id, name, "from a DAIDE server's MDF message", powers, provinces,
                army, fleet, new MapFile.StartEntry(1901, Map.of(), null), null, null, null, null);
    }

    /**
     * Builds the map of an {@code MDF} message.
     *
     * @throws IllegalArgumentException when the message does not make a map Calhamer can load, naming why
     */
    public static DiplomacyMap map(String name, Message mdf, TokenTable table) {
        try {
            return MapLoader.build("MDF of " + name, read(name, mdf, table));
        } catch (MapFormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    private static String name(TokenTable table, int token) {
        return table.name(token).orElseThrow(() -> new IllegalArgumentException(String.format(
                "token 0x%04X has no name in the representation message", token)));
    }

    private static String coastName(int token) {
        Coast c = MapTokens.coast(token);
        if (c == null) {
            throw new IllegalArgumentException(String.format("Calhamer has no coast for token 0x%04X", token));
        }
        return c.name();
    }
}
