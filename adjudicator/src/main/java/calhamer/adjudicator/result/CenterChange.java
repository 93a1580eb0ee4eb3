package calhamer.adjudicator.result;

import calhamer.maps.Power;
import calhamer.maps.Province;

/**
 * A supply centre changing hands after the Fall (the rule is the rules engine's).
 *
 * @param center the supply centre
 * @param from   the previous owner, or null
 * @param to     the new owner
 */
public record CenterChange(Province center, Power from, Power to) {
}
