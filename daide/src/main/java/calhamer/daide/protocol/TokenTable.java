package calhamer.daide.protocol;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The names of the tokens valid on one connection: the fixed tokens ({@link Tokens}) and the powers and provinces
 * of the game's map. The standard map's powers and provinces are fixed by the protocol ({@link #standard()}); a
 * variant's come in the representation message ({@link #of(List)}), which replaces them all. Immutable.
 */
public final class TokenTable {
    private static final String[] STANDARD_POWERS = {"AUS", "ENG", "FRA", "GER", "ITA", "RUS", "TUR"};
    /** The standard provinces by category (0x50 to 0x57), numbered 0 to 74 in this order. */
    private static final String[][] STANDARD_PROVINCES = {
        {"BOH", "BUR", "GAL", "RUH", "SIL", "TYR", "UKR"},
        {"BUD", "MOS", "MUN", "PAR", "SER", "VIE", "WAR"},
        {"ADR", "AEG", "BAL", "BAR", "BLA", "EAS", "ECH", "GOB", "GOL", "HEL", "ION", "IRI", "MAO", "NAO", "NTH",
            "NWG", "SKA", "TYS", "WES"},
        {},
        {"ALB", "APU", "ARM", "CLY", "FIN", "GAS", "LVN", "NAF", "PIC", "PIE", "PRU", "SYR", "TUS", "WAL", "YOR"},
        {"ANK", "BEL", "BER", "BRE", "CON", "DEN", "EDI", "GRE", "HOL", "KIE", "LON", "LVP", "MAR", "NAP", "NWY",
            "POR", "ROM", "RUM", "SEV", "SMY", "SWE", "TRI", "TUN", "VEN"},
        {},
        {"BUL", "SPA", "STP"},
    };
    private static final TokenTable STANDARD;

    static {
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < STANDARD_POWERS.length; i++) {
            entries.add(new Entry(Tokens.POWER << 8 | i, STANDARD_POWERS[i]));
        }
        int number = 0;
        for (int c = 0; c < STANDARD_PROVINCES.length; c++) {
            for (String name : STANDARD_PROVINCES[c]) {
                entries.add(new Entry((Tokens.PROVINCE_FIRST + c) << 8 | number++, name));
            }
        }
        STANDARD = new TokenTable(entries, true);
    }

    /**
     * One power or province of the table, as the representation message gives it.
     *
     * @param token the token
     * @param name  its three characters, upper case letters and digits
     */
    public record Entry(int token, String name) {
        public Entry {
            if (!Tokens.isPower(token) && !Tokens.isProvince(token)) {
                throw new IllegalArgumentException(String.format("0x%04X is neither a power nor a province", token));
            }
            if (name == null || !name.matches("[A-Z0-9]{3}")) {
                throw new IllegalArgumentException("a token's name is three letters or digits: '" + name + "'");
            }
        }
    }

    private final List<Entry> entries;
    private final boolean standard;
    private final Map<Integer, String> names = new LinkedHashMap<>();
    private final Map<String, Integer> tokens = new LinkedHashMap<>();

    private TokenTable(List<Entry> entries, boolean standard) {
        this.entries = List.copyOf(entries);
        this.standard = standard;
        for (Entry e : entries) {
            names.put(e.token(), e.name());
            tokens.put(e.name(), e.token());
        }
    }

    /** @return the standard map's table (the one an empty representation message means) */
    public static TokenTable standard() {
        return STANDARD;
    }

    /**
     * The table a representation message defines.
     *
     * @param entries the powers and provinces; none means the standard map's
     * @throws IllegalArgumentException when the entries break the protocol's rules: a token or name twice, power or
     *                                  province numbers that do not run 0, 1, 2, ... (a name the language already
     *                                  has is taken, as the numbers are what travels: in the text form the map's
     *                                  meaning wins)
     */
    public static TokenTable of(List<Entry> entries) {
        if (entries.isEmpty()) {
            return STANDARD;
        }
        List<Integer> powers = new ArrayList<>();
        List<Integer> provinces = new ArrayList<>();
        Map<String, Integer> seenNames = new LinkedHashMap<>();
        for (Entry e : entries) {
            if (seenNames.put(e.name(), e.token()) != null) {
                throw new IllegalArgumentException("the name " + e.name() + " is given twice");
            }
            (Tokens.isPower(e.token()) ? powers : provinces).add(e.token() & 0xFF);
        }
        checkSequence(powers, "power");
        checkSequence(provinces, "province");
        return new TokenTable(entries, false);
    }

    private static void checkSequence(List<Integer> numbers, String what) {
        List<Integer> sorted = new ArrayList<>(numbers);
        Collections.sort(sorted);
        for (int i = 0; i < sorted.size(); i++) {
            if (sorted.get(i) != i) {
                throw new IllegalArgumentException("the " + what + " numbers must run 0, 1, 2, ... without gaps or"
                        + " repeats: " + sorted);
            }
        }
    }

    /** @return whether this is the standard map's table */
    public boolean isStandard() {
        return standard;
    }

    /** @return the powers and provinces, in the order given */
    public List<Entry> entries() {
        return entries;
    }

    /** @return the power tokens, by number */
    public List<Integer> powers() {
        return entries.stream().map(Entry::token).filter(Tokens::isPower).sorted().toList();
    }

    /** @return the province tokens, by number (the low octet) */
    public List<Integer> provinces() {
        List<Integer> list = new ArrayList<>(entries.stream().map(Entry::token).filter(Tokens::isProvince).toList());
        list.sort((a, b) -> Integer.compare(a & 0xFF, b & 0xFF));
        return list;
    }

    /** @return the name of any token this table or the language names, or empty (integers and text have none) */
    public Optional<String> name(int token) {
        String n = names.get(token);
        return Optional.ofNullable(n != null ? n : Tokens.fixedName(token));
    }

    /** @return the token of a name (case-insensitive): a fixed token, a power or a province of this table, or -1 */
    public int token(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        Integer t = tokens.get(upper);
        return t != null ? t : Tokens.fixed(upper);
    }

    /** @return whether this table defines the power or province token */
    public boolean defines(int token) {
        return names.containsKey(token);
    }
}
