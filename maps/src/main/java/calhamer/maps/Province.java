package calhamer.maps;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One province of a map. Provinces are created by the map loader and compared by identity of their map;
 * {@link #index()} is the province's position in {@link DiplomacyMap#provinces()}, used by every precomputed table.
 *
 * @param index        position in the map's province list, 0-based
 * @param id           upper-case id, e.g. {@code VIE}
 * @param name         full name, e.g. {@code Vienna}
 * @param terrain      inland, coastal or sea
 * @param supplyCenter whether the province holds a supply centre
 * @param home         the power whose home centre this is, or null
 * @param coasts       named coasts of a split-coast province (empty for the others)
 * @param aliases      other accepted spellings, upper case
 */
public record Province(int index, String id, String name, Terrain terrain, boolean supplyCenter, Power home,
                       List<Coast> coasts, List<String> aliases) {

    public Province {
        coasts = List.copyOf(coasts);
        aliases = List.copyOf(aliases);
    }

    /** @return the home power, if this is a home centre */
    public Optional<Power> homePower() {
        return Optional.ofNullable(home);
    }

    /** @return whether fleets here must name a coast */
    public boolean hasCoasts() {
        return !coasts.isEmpty();
    }

    /** Value equality of all components, with the common case (the same object of the same map) first. */
    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        return o instanceof Province p && index == p.index && supplyCenter == p.supplyCenter && id.equals(p.id)
                && name.equals(p.name) && terrain == p.terrain && Objects.equals(home, p.home)
                && coasts.equals(p.coasts) && aliases.equals(p.aliases);
    }

    /** Cheap: provinces are hash keys everywhere (equal provinces have equal index and id). */
    @Override
    public int hashCode() {
        return index * 31 + id.hashCode();
    }

    @Override
    public String toString() {
        return id;
    }
}
