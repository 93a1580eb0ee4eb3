package calhamer.daide.board;

import calhamer.daide.protocol.TokenTable;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Coast;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.Terrain;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The tokens of one map's powers, provinces and coasts, both ways. {@link #of(DiplomacyMap)} assigns them as the
 * Client-Server Protocol asks of a server: a province's category from its terrain (inland, sea, coastal, or
 * bicoastal: with named coasts) and whether it is a supply centre; province numbers running 0, 1, 2, ... by category
 * and then by name, which on the standard board gives the protocol's own numbers; power numbers in the map's order.
 * Names are three letters or digits: the standard board keeps the protocol's province names (Calhamer's
 * {@code ENG}, {@code LYO}, {@code BOT} are {@code ECH}, {@code GOL}, {@code GOB}, found among the aliases) and the
 * standard powers theirs ({@code AUS} ... {@code TUR}); a variant's provinces keep their ids where these are free
 * and mean nothing else in the language, and its powers take three letters of their names. {@link #matching} finds
 * a received table's tokens on a map the client has, by name. Immutable, thread-safe.
 */
public final class MapTokens {
    private static final Map<String, String> STANDARD_POWERS = Map.of("AUSTRIA", "AUS", "ENGLAND", "ENG",
            "FRANCE", "FRA", "GERMANY", "GER", "ITALY", "ITA", "RUSSIA", "RUS", "TURKEY", "TUR");
    private static final Map<Coast, Integer> COAST_TOKENS = new EnumMap<>(Map.of(Coast.NC, Tokens.NCS,
            Coast.SC, Tokens.SCS, Coast.EC, Tokens.ECS, Coast.WC, Tokens.WCS));

    private final DiplomacyMap map;
    private final TokenTable table;
    private final int[] provinceTokens;
    private final int[] powerTokens;
    private final Map<Integer, Province> provinces = new HashMap<>();
    private final Map<Integer, Power> powers = new HashMap<>();

    private MapTokens(DiplomacyMap map, TokenTable table, int[] provinceTokens, int[] powerTokens) {
        this.map = map;
        this.table = table;
        this.provinceTokens = provinceTokens;
        this.powerTokens = powerTokens;
        for (Province p : map.provinces()) {
            provinces.put(provinceTokens[p.index()], p);
        }
        for (Power p : map.powers()) {
            powers.put(powerTokens[p.index()], p);
        }
    }

    /** @return the province category (0x50 to 0x57) of a province, from its terrain, coasts and supply centre */
    public static int category(Province p) {
        int base = p.terrain() == Terrain.INLAND ? 0x50 : p.terrain() == Terrain.SEA ? 0x52
                : p.hasCoasts() ? 0x56 : 0x54;
        return base + (p.supplyCenter() ? 1 : 0);
    }

    /**
     * Assigns the map's tokens as a server does.
     *
     * @throws IllegalArgumentException when the map has more than 256 provinces or powers, or a coast the protocol
     *                                  has no token for
     */
    public static MapTokens of(DiplomacyMap map) {
        if (map.provinces().size() > 256 || map.powers().size() > 256) {
            throw new IllegalArgumentException("map " + map.id() + " has " + map.provinces().size() + " provinces and "
                    + map.powers().size() + " powers: DAIDE numbers at most 256 of each");
        }
        Map<Province, String> names = provinceNames(map);
        List<Province> order = new ArrayList<>(map.provinces());
        order.sort(Comparator.comparingInt(MapTokens::category).thenComparing(names::get));
        int[] provinceTokens = new int[map.provinces().size()];
        List<TokenTable.Entry> entries = new ArrayList<>();
        Set<String> used = new HashSet<>(names.values());
        int[] powerTokens = new int[map.powers().size()];
        for (Power p : map.powers()) {
            String name = powerName(p.name(), used);
            used.add(name);
            powerTokens[p.index()] = Tokens.POWER << 8 | p.index();
            entries.add(new TokenTable.Entry(powerTokens[p.index()], name));
        }
        for (int i = 0; i < order.size(); i++) {
            Province p = order.get(i);
            for (Location l : map.fleetLocations(p)) {
                if (l.hasCoast() && !COAST_TOKENS.containsKey(l.coast())) {
                    throw new IllegalArgumentException("no DAIDE token for coast " + l.coast() + " of " + p.id());
                }
            }
            provinceTokens[p.index()] = category(p) << 8 | i;
            entries.add(new TokenTable.Entry(provinceTokens[p.index()], names.get(p)));
        }
        return new MapTokens(map, TokenTable.of(entries), provinceTokens, powerTokens);
    }

    /** The standard names where the board is the standard one, else each province's own id or a free name. */
    private static Map<Province, String> provinceNames(DiplomacyMap map) {
        Map<String, Integer> standard = new HashMap<>();
        for (TokenTable.Entry e : TokenTable.standard().entries()) {
            if (Tokens.isProvince(e.token())) {
                standard.put(e.name(), Tokens.category(e.token()));
            }
        }
        Map<Province, String> names = new LinkedHashMap<>();
        Set<String> taken = new HashSet<>();
        boolean standardBoard = map.provinces().size() == standard.size();
        for (Province p : map.provinces()) {
            Optional<String> name = candidates(p).stream()
                    .filter(n -> Integer.valueOf(category(p)).equals(standard.get(n)) && !taken.contains(n))
                    .findFirst();
            if (name.isEmpty()) {
                standardBoard = false;
                break;
            }
            names.put(p, name.get());
            taken.add(name.get());
        }
        if (standardBoard) {
            return names;
        }
        names.clear();
        taken.clear();
        List<Province> later = new ArrayList<>();
        for (Province p : map.provinces()) {
            if (free(p.id(), taken)) {
                names.put(p, p.id());
                taken.add(p.id());
            } else {
                later.add(p);
            }
        }
        for (Province p : later) {
            String name = candidates(p).stream().filter(n -> free(n, taken)).findFirst()
                    .orElseGet(() -> invent(p.name() + p.id(), taken));
            names.put(p, name);
            taken.add(name);
        }
        return names;
    }

    private static List<String> candidates(Province p) {
        List<String> list = new ArrayList<>();
        list.add(p.id());
        list.addAll(p.aliases());
        return list;
    }

    /** @return whether a name can be a map's token: three letters or digits, a letter first, not the language's */
    private static boolean free(String name, Set<String> taken) {
        return name.matches("[A-Z][A-Z0-9]{2}") && Tokens.fixed(name) < 0 && !taken.contains(name);
    }

    private static String powerName(String power, Set<String> taken) {
        String upper = power.toUpperCase(Locale.ROOT);
        String standard = STANDARD_POWERS.get(upper);
        if (standard != null && free(standard, taken)) {
            return standard;
        }
        return invent(upper, taken);
    }

    /** A free name from the letters of a word: its first three, then its first and any two later ones, then digits. */
    private static String invent(String word, Set<String> taken) {
        String w = word.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "");
        w = w.isEmpty() || !Character.isLetter(w.charAt(0)) ? "X" + w : w;
        for (int i = 1; i < w.length(); i++) {
            for (int j = i + 1; j < w.length(); j++) {
                String name = "" + w.charAt(0) + w.charAt(i) + w.charAt(j);
                if (free(name, taken)) {
                    return name;
                }
            }
        }
        for (int k = 0; k < 1296; k++) {
            String name = w.charAt(0) + Integer.toString(36 + k, 36).toUpperCase(Locale.ROOT).substring(0, 2);
            if (free(name, taken)) {
                return name;
            }
        }
        throw new IllegalStateException("no free token name for " + word);
    }

    /**
     * The tokens of a received table on a map the receiver has: each power and province of the table found on the
     * map by its name (a province by id or alias, a power by name; either by the name {@link #of} would give it),
     * every one of the map's found once, and each province's category what its terrain and centre give.
     *
     * @return the tokens, or empty when the table does not describe this map
     */
    public static Optional<MapTokens> matching(DiplomacyMap map, TokenTable table) {
        MapTokens own = of(map);
        int[] provinceTokens = new int[map.provinces().size()];
        int[] powerTokens = new int[map.powers().size()];
        Set<Province> seenProvinces = new HashSet<>();
        Set<Power> seenPowers = new HashSet<>();
        for (TokenTable.Entry e : table.entries()) {
            if (Tokens.isPower(e.token())) {
                Optional<Power> p = map.powers().stream().filter(q -> q.name().equalsIgnoreCase(e.name())
                        || own.table.name(own.token(q)).orElse("").equals(e.name())).findFirst();
                if (p.isEmpty() || !seenPowers.add(p.get())) {
                    return Optional.empty();
                }
                powerTokens[p.get().index()] = e.token();
            } else {
                Optional<Province> p = map.findProvince(e.name()).filter(q -> q.id().equals(e.name())
                        || q.aliases().contains(e.name()));
                int ownToken = own.table.token(e.name());
                if (p.isEmpty() && ownToken >= 0 && Tokens.isProvince(ownToken)) {
                    p = Optional.of(own.province(ownToken));
                }
                if (p.isEmpty() || !seenProvinces.add(p.get()) || category(p.get()) != Tokens.category(e.token())) {
                    return Optional.empty();
                }
                provinceTokens[p.get().index()] = e.token();
            }
        }
        if (seenProvinces.size() != map.provinces().size() || seenPowers.size() != map.powers().size()) {
            return Optional.empty();
        }
        return Optional.of(new MapTokens(map, table, provinceTokens, powerTokens));
    }

    /**
     * Whether another map under its tokens is this one's board: the same province tokens, each with the same
     * supply centre, home power (by token), army moves and fleet moves per coast (by tokens). A client uses it to
     * play a map it has when the server's definition of the map is the same.
     */
    public boolean sameBoard(MapTokens other) {
        if (other.map.provinces().size() != map.provinces().size()
                || other.map.powers().size() != map.powers().size()) {
            return false;
        }
        for (Province p : map.provinces()) {
            Province q = other.province(token(p));
            if (q == null || q.supplyCenter() != p.supplyCenter() || q.terrain() != p.terrain()
                    || (p.home() == null ? q.home() != null : q.home() == null
                    || other.token(q.home()) != token(p.home()))) {
                return false;
            }
            if (!provinceTokens(map.adjacency().armyNeighbours(p)).equals(
                    other.provinceTokens(other.map.adjacency().armyNeighbours(q)))) {
                return false;
            }
            List<Location> mine = map.fleetLocations(p);
            List<Location> theirs = other.map.fleetLocations(q);
            if (mine.size() != theirs.size()) {
                return false;
            }
            for (Location l : mine) {
                Optional<Location> m = l.hasCoast() ? other.map.location(q, l.coast())
                        : Optional.of(other.map.location(q));
                if (m.isEmpty() || !locationTokens(map.adjacency().fleetNeighbours(l)).equals(
                        other.locationTokens(other.map.adjacency().fleetNeighbours(m.get())))) {
                    return false;
                }
            }
        }
        return true;
    }

    private Set<Integer> provinceTokens(List<Province> list) {
        Set<Integer> s = new HashSet<>();
        list.forEach(p -> s.add(token(p)));
        return s;
    }

    private Set<String> locationTokens(List<Location> list) {
        Set<String> s = new HashSet<>();
        list.forEach(l -> s.add(token(l.province()) + "/" + l.coast()));
        return s;
    }

    /** @return the map */
    public DiplomacyMap map() {
        return map;
    }

    /** @return the token table: the language's tokens and the map's */
    public TokenTable table() {
        return table;
    }

    /** @return the token of a power */
    public int token(Power power) {
        return powerTokens[power.index()];
    }

    /** @return the token of a province */
    public int token(Province province) {
        return provinceTokens[province.index()];
    }

    /** @return the power of a token, or null */
    public Power power(int token) {
        return powers.get(token);
    }

    /** @return the province of a token, or null */
    public Province province(int token) {
        return provinces.get(token);
    }

    /** @return the token of a coast */
    public static int coastToken(Coast coast) {
        Integer t = COAST_TOKENS.get(coast);
        if (t == null) {
            throw new IllegalArgumentException("no DAIDE coast for " + coast);
        }
        return t;
    }

    /** @return the coast of a token, or null for a coast Calhamer has no name for */
    public static Coast coast(int token) {
        for (Map.Entry<Coast, Integer> e : COAST_TOKENS.entrySet()) {
            if (e.getValue() == token) {
                return e.getKey();
            }
        }
        return null;
    }

    /** @return the name of a province's token */
    public String name(Province province) {
        return table.name(token(province)).orElseThrow();
    }

    /** @return the name of a power's token */
    public String name(Power power) {
        return table.name(token(power)).orElseThrow();
    }
}
