/**
 * What is legal, once: the map's integer-indexed tables ({@link calhamer.adjudicator.rules.MapTables}), the legality
 * of each order kind ({@link calhamer.adjudicator.rules.OrderRules}) asked by validation, the rules engine and
 * legal-order generation alike, convoy routes ({@link calhamer.adjudicator.rules.FleetChains}), and the rulebook
 * editions.
 */
package calhamer.adjudicator.rules;
