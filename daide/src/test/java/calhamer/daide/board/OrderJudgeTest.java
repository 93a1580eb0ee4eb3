package calhamer.daide.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.MessageText;
import calhamer.daide.protocol.TokenReader;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The THX note of each submitted order, as the Message Syntax document defines the notes. */
class OrderJudgeTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final MapTokens TOKENS = MapTokens.of(MAP);
    private static final Adjudicator ADJUDICATOR = new Adjudicator(MAP);

    private static String note(Position position, String power, String order) {
        BoardMessages board = new BoardMessages(TOKENS, ADJUDICATOR);
        OrderJudge judge = new OrderJudge(position, board.notation(), board.legalOrders(position));
        Message m = MessageText.parse(order, TOKENS.table());
        OrderJudge.Verdict v = judge.judge(new TokenReader(m), MAP.power(power));
        return TOKENS.table().name(v.note()).orElseThrow() + (v.accepted() ? " " + v.order() : "");
    }

    private static Unit unit(String power, UnitType type, String at) {
        return new Unit(MAP.power(power), type, MAP.findLocation(at).orElseThrow());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "ENGLAND|(ENG FLT LON) MTO NTH|MBV F LON - NTH",
        "ENGLAND|(ENG FLT LON) MTO BUD|FAR",
        "ENGLAND|(ENG AMY LON) HLD|NSU",
        "ENGLAND|(FRA AMY PAR) HLD|NYU",
        "ENGLAND|(ENG AMY PAR) HLD|NYU",
        "ENGLAND|(ENG AMY YOR) HLD|NSU",
        "ENGLAND|(ENG FLT LON) RTO NTH|NRS",
        "ENGLAND|(ENG FLT LON) BLD|NRS",
        "ENGLAND|ENG WVE|NRS",
        "ENGLAND|(ENG FLT EDI) SUP (ENG FLT LON) MTO NTH|MBV F EDI S F LON - NTH",
        "ENGLAND|(ENG FLT EDI) SUP (ENG AMY LON) MTO NTH|NSU",
        "ENGLAND|(ENG FLT EDI) SUP (ENG FLT LON) MTO WAL|FAR",
        "ENGLAND|(ENG FLT EDI) SUP (ENG AMY LVP)|FAR",
        "ENGLAND|(ENG FLT LON) SUP (ENG AMY LVP) MTO (YOR NCS)|MBV F LON S A LVP - YOR",
        "ENGLAND|(ENG FLT NTH) CVY (ENG AMY LVP) CTO NWY|NSU",
        "ENGLAND|(ENG FLT LON) CVY (ENG AMY LVP) CTO NWY|NAS",
        "ENGLAND|(ENG AMY LVP) CVY (ENG AMY LVP) CTO NWY|NSF",
        "ENGLAND|(ENG AMY LVP) CTO NWY VIA (NTH)|NSF",
        "ENGLAND|(ENG FLT LON) CTO NWY VIA (NTH)|NSA",
        "ENGLAND|(ENG AMY LVP) MTO EDI|MBV A LVP - EDI",
        "RUSSIA|(RUS FLT STP) MTO GOB|MBV F STP/SC - BOT",
        "RUSSIA|(RUS FLT (STP NCS)) MTO BAR|NSU",
        "TURKEY|(TUR FLT ANK) MTO CON|MBV F ANK - CON"})
    void movement(String power, String order, String note) {
        assertEquals(note, note(Position.start(MAP), power, order));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "ENGLAND|(ENG AMY YOR) CTO NWY VIA (NTH)|MBV A YOR - NWY VIA",
        "ENGLAND|(ENG AMY YOR) CTO LON VIA (NTH)|MBV A YOR - LON VIA",
        "ENGLAND|(ENG FLT NTH) CVY (ENG AMY YOR) CTO NWY|MBV F NTH C A YOR - NWY",
        "ENGLAND|(ENG FLT NTH) CVY (ENG AMY YOR) CTO BUD|FAR",
        "FRANCE|(FRA FLT MAO) MTO SPA|FAR",
        "FRANCE|(FRA FLT MAO) MTO (SPA NCS)|MBV F MAO - SPA/NC",
        "FRANCE|(FRA FLT GOL) MTO SPA|MBV F LYO - SPA/SC"})
    void convoysAndCoasts(String power, String order, String note) {
        Position p = Position.of(MAP, Phase.parse("F1901M"), List.of(unit("ENGLAND", UnitType.ARMY, "YOR"),
                unit("ENGLAND", UnitType.FLEET, "NTH"), unit("FRANCE", UnitType.FLEET, "MAO"),
                unit("FRANCE", UnitType.FLEET, "LYO")), MAP.start().centers(), List.of(), Set.of());
        assertEquals(note, note(p, power, order));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "FRANCE|(FRA AMY BUR) RTO PAR|MBV A BUR R PAR",
        "FRANCE|(FRA AMY BUR) RTO MUN|NVR",
        "FRANCE|(FRA AMY BUR) RTO BUD|NVR",
        "FRANCE|(FRA AMY BUR) DSB|MBV A BUR D",
        "FRANCE|(FRA AMY MAR) DSB|NRN",
        "FRANCE|(FRA AMY GAS) DSB|NSU",
        "FRANCE|(FRA AMY BUR) HLD|NRS",
        "GERMANY|(FRA AMY BUR) DSB|NYU"})
    void retreats(String power, String order, String note) {
        Unit dislodged = unit("FRANCE", UnitType.ARMY, "BUR");
        Position p = Position.of(MAP, Phase.parse("S1901R"), List.of(unit("GERMANY", UnitType.ARMY, "BUR"),
                unit("FRANCE", UnitType.ARMY, "MAR")), MAP.start().centers(),
                List.of(new DislodgedUnit(dislodged, MAP.province("MUN"))), Set.of());
        assertEquals(note, note(p, power, order));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "FRANCE|(FRA AMY PAR) BLD|MBV A PAR B",
        "FRANCE|(FRA FLT PAR) BLD|CST",
        "FRANCE|(FRA FLT MAR) BLD|MBV F MAR B",
        "FRANCE|(FRA AMY SPA) BLD|HSC",
        "FRANCE|(FRA AMY BUR) BLD|NSC",
        "FRANCE|(FRA AMY MUN) BLD|HSC",
        "FRANCE|(FRA AMY BRE) BLD|ESC",
        "FRANCE|(GER AMY MUN) BLD|NYU",
        "FRANCE|FRA WVE|MBV WAIVE",
        "FRANCE|GER WVE|NYU",
        "FRANCE|(FRA AMY BUR) REM|NMR",
        "GERMANY|(GER AMY MUN) REM|MBV A MUN D",
        "GERMANY|(GER AMY BER) REM|NSU",
        "GERMANY|(GER AMY BER) BLD|NMB",
        "GERMANY|GER WVE|NMB"})
    void adjustments(String power, String order, String note) {
        Map<Province, Power> centres = new java.util.HashMap<>(MAP.start().centers());
        centres.put(MAP.province("SPA"), MAP.power("FRANCE"));
        centres.remove(MAP.province("KIE"));
        centres.remove(MAP.province("BER"));
        Position p = Position.of(MAP, Phase.parse("W1901A"), List.of(unit("FRANCE", UnitType.ARMY, "BUR"),
                unit("FRANCE", UnitType.FLEET, "BRE"), unit("FRANCE", UnitType.ARMY, "SPA"),
                unit("GERMANY", UnitType.ARMY, "MUN"), unit("GERMANY", UnitType.FLEET, "KIE")), centres,
                List.of(), Set.of());
        assertEquals(note, note(p, power, order));
    }
}
