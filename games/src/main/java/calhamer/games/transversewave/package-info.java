/**
 * Transverse Wave and its two Boolean readings, Crosswise AND and Crosswise OR (Burke, Ferland and Teng, "Transverse
 * Wave", Rulesets 1–3), as impartial games on a {@link calhamer.games.impartial.BitMatrix}:
 * {@link calhamer.games.transversewave.GridRules} holds the three rulesets, and
 * {@link calhamer.games.transversewave.TransverseWaveProvider},
 * {@link calhamer.games.transversewave.CrosswiseAndProvider} and
 * {@link calhamer.games.transversewave.CrosswiseOrProvider} register them, each starting from the paper's Table 2
 * instance of value *7. A move chooses a column; in Transverse Wave the column turns purple, and so does every row that
 * had a purple cell in it.
 */
package calhamer.games.transversewave;
