package calhamer.adjudicator.result;

import calhamer.maps.Province;

/**
 * A supply centre changing hands after the Fall.
 *
 * @param center the supply centre
 * @param from   the previous owner, or null
 * @param to     the new owner
 */
public record CenterChange(Province center, String from, String to) {
}
