package calhamer.daide.client;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.bot.PreviousPhase;
import calhamer.daide.board.BoardReader;
import calhamer.daide.board.MapTokens;
import calhamer.daide.board.MdfReader;
import calhamer.daide.board.Notation;
import calhamer.daide.board.PhaseRecord;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.TokenReader;
import calhamer.daide.protocol.TokenTable;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.io.BundledMaps;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the client knows of its game: the map (a bundled map when the server's definition is the same board,
 * otherwise the map its {@code MDF} defines), the position of the last {@code NOW} with the latest {@code SCO}'s
 * centres, and the orders of the phase being adjudicated as {@code ORD} reports them. When the next {@code NOW}
 * comes, the reported phase is adjudicated on the client's own rules engine: if that gives the position the server
 * sent, it is taken (it knows where each dislodged unit's attacker came from and which provinces a standoff left
 * empty, which {@code NOW} does not say); otherwise the server's position is taken as sent, the attackers read from
 * the successful moves. Each reported phase is written to the game log ({@link PhaseRecord}). Confined to the
 * client's reading thread.
 */
final class ClientGame {
    private static final Logger LOG = LoggerFactory.getLogger(ClientGame.class);

    private final DiplomacyMap map;
    private final MapTokens tokens;
    private final Notation notation;
    private final Adjudicator adjudicator;
    private final Edition edition;
    private final GameLog log;
    private Map<Province, Power> centres;
    private Position position;
    private Map<Unit, List<Location>> retreats = Map.of();
    private final Map<Power, List<Order>> reported = new LinkedHashMap<>();
    private final Map<Province, Province> attackers = new HashMap<>();
    private PreviousPhase previous;
    private int disagreements;
    /**
     * Whether {@link #position} is the whole position the server holds: false when it was rebuilt from a retreat
     * phase's {@code NOW} without the {@code ORD}s that name the attackers (the client was away), so it is not logged.
     */
    private boolean whole = true;

    private ClientGame(MapTokens tokens, Edition edition, GameLog log) {
        this.map = tokens.map();
        this.tokens = tokens;
        this.notation = new Notation(tokens);
        this.adjudicator = new Adjudicator(map);
        this.edition = edition;
        this.log = log;
        this.centres = map.start().centers();
    }

    /**
     * The game on the map a server defines.
     *
     * @param name  the map's name ({@code MAP})
     * @param mdf   its definition
     * @param table the connection's tokens
     * @param log   the game log, or null
     * @throws IllegalArgumentException when the definition is not a map Calhamer can play
     */
    static ClientGame of(String name, Message mdf, TokenTable table, Edition edition, GameLog log) {
        DiplomacyMap defined = MdfReader.map(name, mdf, table);
        MapTokens definedTokens = MapTokens.matching(defined, table).orElseThrow(
                () -> new IllegalArgumentException("the map definition does not match the representation message"));
        MapTokens chosen = definedTokens;
        Optional<String> bundled = BundledMaps.NAMES.stream()
                .filter(id -> id.replace('-', '_').equalsIgnoreCase(name)).findFirst();
        if (bundled.isPresent()) {
            DiplomacyMap own = BundledMaps.load(bundled.get());
            Optional<MapTokens> ownTokens = own.provinces().size() > 256 ? Optional.empty()
                    : MapTokens.matching(own, table);
            if (ownTokens.isPresent() && ownTokens.get().sameBoard(definedTokens)) {
                chosen = ownTokens.get();
            } else {
                LOG.info("the server's {} is not Calhamer's {}: playing the map its MDF defines", name,
                        bundled.get());
            }
        }
        if (log != null) {
            log.map(chosen.map(), chosen.map() == defined);
        }
        return new ClientGame(chosen, edition, log);
    }

    DiplomacyMap map() {
        return map;
    }

    MapTokens tokens() {
        return tokens;
    }

    Notation notation() {
        return notation;
    }

    Adjudicator adjudicator() {
        return adjudicator;
    }

    Position position() {
        return position;
    }

    /** @return where each dislodged unit of the current retreat phase may go, as the server said */
    Map<Unit, List<Location>> retreats() {
        return retreats;
    }

    /** @return the last movement phase with everybody's orders, the bot's memory, or null */
    PreviousPhase previous() {
        return previous;
    }

    /** @return how many phases the client's adjudication did not reproduce */
    int disagreements() {
        return disagreements;
    }

    /**
     * Forgets the reported orders of the phase in progress: after coming back with {@code IAM} some may have been
     * lost; the client asks for them again ({@code ORD}).
     */
    void resync() {
        reported.clear();
        attackers.clear();
    }

    void sco(Message m) {
        centres = BoardReader.sco(m, notation);
    }

    /** Notes one {@code ORD} of the phase being adjudicated (others, e.g. of {@code HST}, are left). */
    void ord(Message m) {
        if (position == null) {
            return;
        }
        TokenReader r = new TokenReader(m);
        r.expect(Tokens.ORD);
        if (!Notation.readTurn(r).equals(position.phase())) {
            return;
        }
        r.open();
        Notation.Read read = notation.readOrder(r, position);
        r.close();
        r.open();
        boolean succeeded = r.take(Tokens.SUC);
        reported.computeIfAbsent(read.power(), k -> new ArrayList<>()).add(read.order());
        if (succeeded && read.order() instanceof Move move && !move.viaConvoy()
                && (move.unit().type() != calhamer.maps.UnitType.ARMY
                || map.adjacency().armyAdjacent(move.unit().province(), move.to().province()))) {
            attackers.put(move.to().province(), move.unit().province());
        }
    }

    /**
     * Takes a {@code NOW}: the reported phase (if any) is logged and the new position made.
     *
     * @return the new position
     */
    Position now(Message m) {
        BoardReader.Now now = BoardReader.now(m, notation);
        Position sent = BoardReader.position(map, now, centres, u -> attackers.get(u.province()));
        Position next = sent;
        if (position != null && !reported.isEmpty() && !position.phase().equals(now.phase())) {
            PhaseResult r = adjudicator.adjudicateOrders(position, reported, AdjudicationOptions.DEFAULT
                    .withEdition(edition));
            if (same(r.next(), sent)) {
                next = r.next();
            } else {
                disagreements++;
                LOG.info("the server's {} is not what Calhamer's rules make of the reported orders", now.phase());
            }
            if (log != null && whole) {
                log.phase(PhaseRecord.write(position, reported, edition));
            }
            if (position.phase().type() == PhaseType.MOVEMENT) {
                previous = new PreviousPhase(position, new LinkedHashMap<>(reported));
            }
        }
        whole = next != sent || now.phase().type() != PhaseType.RETREAT || !reported.isEmpty();
        if (position == null || !position.phase().equals(now.phase())) {
            reported.clear();
            attackers.clear();
        }
        position = next;
        retreats = now.dislodged();
        return position;
    }

    private static boolean same(Position a, Position b) {
        return a.phase().equals(b.phase()) && Set.copyOf(a.units()).equals(Set.copyOf(b.units()))
                && a.centers().equals(b.centers()) && Set.copyOf(a.dislodged().stream().map(DislodgedUnit::unit)
                .toList()).equals(Set.copyOf(b.dislodged().stream().map(DislodgedUnit::unit).toList()));
    }
}
