package calhamer.daide.protocol;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The DAIDE tokens whose numbers the protocol fixes (the Client-Server Protocol, chapter 4: a token is a category
 * octet times 256 plus its number in the category), as {@code int} constants, and the categories. Powers and
 * provinces are not here: the standard map's are in {@link TokenTable#standard()}, a variant's come in the
 * representation message. Integers are tokens too: 14-bit two's complement in categories 0x00 to 0x3F; text is one
 * token per ASCII character in category 0x4B.
 */
public final class Tokens {
    private Tokens() {
    }

    /** Category of the brackets. */
    public static final int MISC = 0x40;
    /** Category of the powers. */
    public static final int POWER = 0x41;
    /** Category of the unit types. */
    public static final int UNIT_TYPE = 0x42;
    /** Category of the orders. */
    public static final int ORDER = 0x43;
    /** Category of the order notes. */
    public static final int ORDER_NOTE = 0x44;
    /** Category of the order results. */
    public static final int RESULT = 0x45;
    /** Category of the coasts. */
    public static final int COAST = 0x46;
    /** Category of the seasons and phases. */
    public static final int PHASE = 0x47;
    /** Category of the commands. */
    public static final int COMMAND = 0x48;
    /** Category of the parameters. */
    public static final int PARAMETER = 0x49;
    /** Category of the press tokens. */
    public static final int PRESS = 0x4A;
    /** Category of text: the low octet is an ASCII character. */
    public static final int TEXT = 0x4B;
    /** The first province category (inland, not a supply centre); the eight run to 0x57. */
    public static final int PROVINCE_FIRST = 0x50;
    /** The last province category (bicoastal supply centre). */
    public static final int PROVINCE_LAST = 0x57;

    public static final int BRA = 0x4000;
    public static final int KET = 0x4001;

    public static final int AMY = 0x4200;
    public static final int FLT = 0x4201;

    public static final int CTO = 0x4320;
    public static final int CVY = 0x4321;
    public static final int HLD = 0x4322;
    public static final int MTO = 0x4323;
    public static final int SUP = 0x4324;
    public static final int VIA = 0x4325;
    public static final int DSB = 0x4340;
    public static final int RTO = 0x4341;
    public static final int BLD = 0x4380;
    public static final int REM = 0x4381;
    public static final int WVE = 0x4382;

    public static final int MBV = 0x4400;
    public static final int BPR = 0x4401;
    public static final int CST = 0x4402;
    public static final int ESC = 0x4403;
    public static final int FAR = 0x4404;
    public static final int HSC = 0x4405;
    public static final int NAS = 0x4406;
    public static final int NMB = 0x4407;
    public static final int NMR = 0x4408;
    public static final int NRN = 0x4409;
    public static final int NRS = 0x440A;
    public static final int NSA = 0x440B;
    public static final int NSC = 0x440C;
    public static final int NSF = 0x440D;
    public static final int NSP = 0x440E;
    public static final int NST = 0x440F;
    public static final int NSU = 0x4410;
    public static final int NVR = 0x4411;
    public static final int NYU = 0x4412;
    public static final int YSC = 0x4413;

    public static final int SUC = 0x4500;
    public static final int BNC = 0x4501;
    public static final int CUT = 0x4502;
    public static final int DSR = 0x4503;
    public static final int FLD = 0x4504;
    public static final int NSO = 0x4505;
    public static final int RET = 0x4506;

    public static final int NCS = 0x4600;
    public static final int NEC = 0x4602;
    public static final int ECS = 0x4604;
    public static final int SEC = 0x4606;
    public static final int SCS = 0x4608;
    public static final int SWC = 0x460A;
    public static final int WCS = 0x460C;
    public static final int NWC = 0x460E;

    public static final int SPR = 0x4700;
    public static final int SUM = 0x4701;
    public static final int FAL = 0x4702;
    public static final int AUT = 0x4703;
    public static final int WIN = 0x4704;

    public static final int CCD = 0x4800;
    public static final int DRW = 0x4801;
    public static final int FRM = 0x4802;
    public static final int GOF = 0x4803;
    public static final int HLO = 0x4804;
    public static final int HST = 0x4805;
    public static final int HUH = 0x4806;
    public static final int IAM = 0x4807;
    public static final int LOD = 0x4808;
    public static final int MAP = 0x4809;
    public static final int MDF = 0x480A;
    public static final int MIS = 0x480B;
    public static final int NME = 0x480C;
    public static final int NOT = 0x480D;
    public static final int NOW = 0x480E;
    public static final int OBS = 0x480F;
    public static final int OFF = 0x4810;
    public static final int ORD = 0x4811;
    public static final int OUT = 0x4812;
    public static final int PRN = 0x4813;
    public static final int REJ = 0x4814;
    public static final int SCO = 0x4815;
    public static final int SLO = 0x4816;
    public static final int SND = 0x4817;
    public static final int SUB = 0x4818;
    public static final int SVE = 0x4819;
    public static final int THX = 0x481A;
    public static final int TME = 0x481B;
    public static final int YES = 0x481C;
    public static final int ADM = 0x481D;
    public static final int SMR = 0x481E;

    public static final int AOA = 0x4900;
    public static final int BTL = 0x4901;
    public static final int ERR = 0x4902;
    public static final int LVL = 0x4903;
    public static final int MRT = 0x4904;
    public static final int MTL = 0x4905;
    public static final int NPB = 0x4906;
    public static final int NPR = 0x4907;
    public static final int PDA = 0x4908;
    public static final int PTL = 0x4909;
    public static final int RTL = 0x490A;
    public static final int UNO = 0x490B;
    public static final int DSD = 0x490D;

    public static final int TRY = 0x4A1A;

    /** The press tokens by number in category 0x4A (revision 14: 0x0D, 0x12 and 0x1B are no longer assigned). */
    private static final String[] PRESS_NAMES = {"ALY", "AND", "BWX", "DMZ", "ELS", "EXP", "FWD", "FCT", "FOR",
        "HOW", "IDK", "IFF", "INS", null, "OCC", "ORR", "PCE", "POB", null, "PRP", "QRY", "SCD", "SRY", "SUG", "THK",
        "THN", "TRY", null, "VSS", "WHT", "WHY", "XDO", "XOY", "YDO", "CHO", "BCC", "UNT"};

    /** Name → token of every fixed token, in the documents' order. */
    static final Map<String, Integer> FIXED;

    static {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put("BRA", BRA);
        m.put("KET", KET);
        put(m, UNIT_TYPE, 0, "AMY", "FLT");
        m.put("CTO", CTO);
        m.put("CVY", CVY);
        m.put("HLD", HLD);
        m.put("MTO", MTO);
        m.put("SUP", SUP);
        m.put("VIA", VIA);
        m.put("DSB", DSB);
        m.put("RTO", RTO);
        m.put("BLD", BLD);
        m.put("REM", REM);
        m.put("WVE", WVE);
        put(m, ORDER_NOTE, 0, "MBV", "BPR", "CST", "ESC", "FAR", "HSC", "NAS", "NMB", "NMR", "NRN", "NRS", "NSA",
                "NSC", "NSF", "NSP", "NST", "NSU", "NVR", "NYU", "YSC");
        put(m, RESULT, 0, "SUC", "BNC", "CUT", "DSR", "FLD", "NSO", "RET");
        String[] coasts = {"NCS", "NEC", "ECS", "SEC", "SCS", "SWC", "WCS", "NWC"};
        for (int i = 0; i < coasts.length; i++) {
            m.put(coasts[i], COAST << 8 | 2 * i);
        }
        put(m, PHASE, 0, "SPR", "SUM", "FAL", "AUT", "WIN");
        put(m, COMMAND, 0, "CCD", "DRW", "FRM", "GOF", "HLO", "HST", "HUH", "IAM", "LOD", "MAP", "MDF", "MIS",
                "NME", "NOT", "NOW", "OBS", "OFF", "ORD", "OUT", "PRN", "REJ", "SCO", "SLO", "SND", "SUB", "SVE",
                "THX", "TME", "YES", "ADM", "SMR");
        put(m, PARAMETER, 0, "AOA", "BTL", "ERR", "LVL", "MRT", "MTL", "NPB", "NPR", "PDA", "PTL", "RTL", "UNO");
        m.put("DSD", DSD);
        put(m, PRESS, 0, PRESS_NAMES);
        FIXED = Collections.unmodifiableMap(m);
    }

    private static void put(Map<String, Integer> m, int category, int first, String... names) {
        for (int i = 0; i < names.length; i++) {
            if (names[i] != null) {
                m.put(names[i], category << 8 | first + i);
            }
        }
    }

    /** @return the category octet of a token */
    public static int category(int token) {
        return token >>> 8 & 0xFF;
    }

    /** @return whether the token is an integer (categories 0x00 to 0x3F) */
    public static boolean isInteger(int token) {
        return (token & 0xC000) == 0;
    }

    /** @return the integer's value, from its 14-bit two's complement */
    public static int intValue(int token) {
        return (token & 0x2000) != 0 ? (token & 0x3FFF) - 0x4000 : token & 0x3FFF;
    }

    /** The least integer a token holds. */
    public static final int MIN_INT = -8192;
    /** The greatest integer a token holds. */
    public static final int MAX_INT = 8191;

    /**
     * @return the token of an integer
     * @throws IllegalArgumentException outside {@link #MIN_INT} to {@link #MAX_INT}
     */
    public static int integer(int value) {
        if (value < MIN_INT || value > MAX_INT) {
            throw new IllegalArgumentException("DAIDE integers run from " + MIN_INT + " to " + MAX_INT + ": " + value);
        }
        return value & 0x3FFF;
    }

    /** @return whether the token is a text character */
    public static boolean isText(int token) {
        return category(token) == TEXT;
    }

    /** @return the token of an ASCII character */
    public static int text(char c) {
        if (c > 0x7F) {
            throw new IllegalArgumentException("DAIDE text is ASCII: '" + c + "'");
        }
        return TEXT << 8 | c;
    }

    /** @return whether the token is a province (categories 0x50 to 0x57) */
    public static boolean isProvince(int token) {
        int c = category(token);
        return c >= PROVINCE_FIRST && c <= PROVINCE_LAST;
    }

    /** @return whether the token is a power */
    public static boolean isPower(int token) {
        return category(token) == POWER;
    }

    /** @return whether the token is a coast */
    public static boolean isCoast(int token) {
        return category(token) == COAST;
    }

    /** @return whether the token lies in the categories reserved for a program's own use, never sent (0x58-0x5F) */
    public static boolean isReserved(int token) {
        int c = category(token);
        return c >= 0x58 && c <= 0x5F;
    }

    /** @return the name of a fixed token, or null */
    public static String fixedName(int token) {
        return NAMES.get(token);
    }

    private static final Map<Integer, String> NAMES;

    static {
        Map<Integer, String> n = new LinkedHashMap<>();
        FIXED.forEach((name, token) -> n.put(token, name));
        NAMES = Collections.unmodifiableMap(n);
    }

    /** @return the fixed token of a name (case-insensitive), or -1 */
    public static int fixed(String name) {
        Integer t = FIXED.get(name.toUpperCase(Locale.ROOT));
        return t == null ? -1 : t;
    }
}
