package calhamer.daide.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.daide.protocol.Grammar;
import calhamer.daide.protocol.Message;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import calhamer.maps.io.BundledMaps;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** MDF, SCO and NOW as a server writes them and a client reads them back. */
class BoardMessagesTest {

    @Test
    void theStandardStartAsTheDocumentsWriteIt() {
        DiplomacyMap map = BundledMaps.load("standard");
        MapTokens t = MapTokens.of(map);
        BoardMessages b = new BoardMessages(t, new Adjudicator(map));
        Position start = Position.start(map);
        String now = b.now(start).text(t.table());
        assertTrue(now.startsWith("NOW (SPR 1901) (AUS AMY VIE) (AUS AMY BUD) (AUS FLT TRI) (ENG FLT LON)"), now);
        assertTrue(now.contains("(RUS FLT (STP SCS))"), now);
        assertEquals("SCO (AUS BUD VIE TRI) (ENG EDI LON LVP) (FRA PAR BRE MAR) (GER MUN BER KIE) (ITA NAP ROM VEN)"
                + " (RUS MOS WAR SEV STP) (TUR ANK CON SMY) (UNO SER BEL DEN GRE HOL NWY POR RUM SWE TUN BUL SPA)",
                b.sco(start).text(t.table()));
        String mdf = b.mdf().text(t.table());
        assertTrue(mdf.startsWith("MDF (AUS ENG FRA GER ITA RUS TUR) (((AUS BUD VIE TRI) (ENG EDI LON LVP)"), mdf);
        assertTrue(mdf.contains("(BUL (AMY "), mdf);
        assertTrue(mdf.contains("((FLT ECS) "), mdf);
        Grammar.checkServer(b.mdf());
        Grammar.checkServer(b.now(start));
    }

    @ParameterizedTest
    @ValueSource(strings = {"standard", "ancmed", "modern", "world", "empire", "colonial"})
    void aClientRebuildsTheMapFromTheMdf(String id) {
        DiplomacyMap map = BundledMaps.load(id);
        MapTokens t = MapTokens.of(map);
        Message mdf = new BoardMessages(t, new Adjudicator(map)).mdf();
        Grammar.checkServer(mdf);
        DiplomacyMap rebuilt = MdfReader.map(id, mdf, t.table());
        assertEquals(map.provinces().size(), rebuilt.provinces().size());
        MapTokens back = MapTokens.matching(rebuilt, t.table()).orElseThrow();
        for (Province p : map.provinces()) {
            Province q = back.province(t.token(p));
            assertEquals(p.terrain(), q.terrain(), p.id());
            assertEquals(p.supplyCenter(), q.supplyCenter(), p.id());
            assertEquals(p.home() == null ? null : t.name(p.home()), q.home() == null ? null : q.home().name());
            assertEquals(names(t, map.adjacency().armyNeighbours(p)), names(back,
                    rebuilt.adjacency().armyNeighbours(q)));
            for (Location l : map.fleetLocations(p)) {
                Location m = rebuilt.location(q, l.coast()).orElseThrow();
                Set<String> a = map.adjacency().fleetNeighbours(l).stream().map(x -> t.name(x.province()) + x.coast())
                        .collect(Collectors.toSet());
                Set<String> c = rebuilt.adjacency().fleetNeighbours(m).stream().map(x -> x.province().id() + x.coast())
                        .collect(Collectors.toSet());
                assertEquals(a, c, l.id());
            }
        }
    }

    private static Set<String> names(MapTokens t, List<Province> list) {
        Set<String> s = new HashSet<>();
        list.forEach(p -> s.add(t.name(p)));
        return s;
    }

    @Test
    void nowAndScoReadBackToThePosition() {
        DiplomacyMap map = BundledMaps.load("standard");
        MapTokens t = MapTokens.of(map);
        Adjudicator adjudicator = new Adjudicator(map);
        BoardMessages b = new BoardMessages(t, adjudicator);
        Position start = Position.start(map);
        PhaseResult r = adjudicator.adjudicate(start, Map.of("GERMANY", List.of("A MUN - BUR"), "FRANCE",
                List.of("A PAR - BUR"), "ITALY", List.of("A VEN - TRI"), "AUSTRIA", List.of("A VIE H")));
        PhaseResult f = adjudicator.adjudicate(r.next(), Map.of("ITALY", List.of("A TRI - VIE", "A ROM - VEN"),
                "AUSTRIA", List.of("A BUD S A VIE"), "RUSSIA", List.of("A WAR - GAL")));
        Position p = f.next();
        Notation n = new Notation(t);
        BoardReader.Now now = BoardReader.now(b.now(p), n);
        Position read = BoardReader.position(map, now, BoardReader.sco(b.sco(p), n), u -> null);
        assertEquals(p.phase(), read.phase());
        assertEquals(Set.copyOf(p.units()), Set.copyOf(read.units()));
        assertEquals(p.centers(), read.centers());
    }
}
