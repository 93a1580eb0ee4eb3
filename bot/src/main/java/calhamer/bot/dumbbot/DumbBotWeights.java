package calhamer.bot.dumbbot;

/**
 * The weights of the DumbBot-class heuristic: the numbers David Norman published with DumbBot (DAIDE project,
 * 2003; "values that seemed right at the time", never tuned). A power's size is {@code a·c² + b·c + k} for c supply
 * centres; proximity[0] of a centre is its attack value (the owner's size) times the attack weight plus its defence
 * value (the largest adjacent enemy's size, for own centres) times the defence weight; a destination is worth the
 * weighted proximities plus our strength and minus the competition there; builds and removals use the winter
 * weights and the defence value instead of strength and competition. {@code playAlternative} (percent) and
 * {@code alternativeDifference} control how often a unit takes its second, third, ... best destination.
 *
 * @param springAttack        attack weight of proximity[0] in Spring (and Winter)
 * @param springDefence       defence weight of proximity[0] in Spring (and Winter)
 * @param fallAttack          attack weight of proximity[0] in Fall
 * @param fallDefence         defence weight of proximity[0] in Fall
 * @param springProximity     the weight of proximity[n] in Spring, n = 0..depth-1
 * @param fallProximity       the weight of proximity[n] in Fall
 * @param buildProximity      the weight of proximity[n] for builds
 * @param removeProximity     the weight of proximity[n] for removals
 * @param springStrength      weight of our units next to a destination, Spring
 * @param springCompetition   weight of the most units one other power has next to it, Spring
 * @param fallStrength        as above, Fall
 * @param fallCompetition     as above, Fall
 * @param buildDefence        weight of a home centre's defence value for builds
 * @param removeDefence       weight of a location's defence value for removals
 * @param playAlternative     percent chance of looking at the next best destination
 * @param alternativeDifference how strongly a gap in value to the next best discourages taking it
 * @param sizeSquare          a of the size formula
 * @param sizeLinear          b of the size formula
 * @param sizeConstant        k of the size formula
 */
public record DumbBotWeights(double springAttack, double springDefence, double fallAttack, double fallDefence,
                             double[] springProximity, double[] fallProximity, double[] buildProximity,
                             double[] removeProximity, double springStrength, double springCompetition,
                             double fallStrength, double fallCompetition, double buildDefence, double removeDefence,
                             int playAlternative, double alternativeDifference, double sizeSquare, double sizeLinear,
                             double sizeConstant) {

    /** The published DumbBot settings (proximity depth 10). */
    public static final DumbBotWeights NORMAN = new DumbBotWeights(700, 300, 600, 400,
            new double[] {100, 1000, 30, 10, 6, 5, 4, 3, 2, 1},
            new double[] {1000, 100, 30, 10, 6, 5, 4, 3, 2, 1},
            new double[] {1000, 100, 30, 10, 6, 5, 4, 3, 2, 1},
            new double[] {1000, 100, 30, 10, 6, 5, 4, 3, 2, 1},
            1000, 1000, 1000, 1000, 1000, 1000, 30, 500, 1, 4, 16);

    public DumbBotWeights {
        springProximity = springProximity.clone();
        fallProximity = fallProximity.clone();
        buildProximity = buildProximity.clone();
        removeProximity = removeProximity.clone();
        int depth = springProximity.length;
        if (depth == 0 || fallProximity.length != depth || buildProximity.length != depth
                || removeProximity.length != depth) {
            throw new IllegalArgumentException("every proximity weight vector needs the same positive length");
        }
        if (playAlternative < 0 || playAlternative > 100) {
            throw new IllegalArgumentException("playAlternative is a percentage: " + playAlternative);
        }
    }

    /**
     * @param percent    the chance of looking at the next best destination (0: always the best)
     * @param difference how strongly a gap in value discourages taking it
     * @return these weights with other alternatives
     */
    public DumbBotWeights withAlternatives(int percent, double difference) {
        return new DumbBotWeights(springAttack, springDefence, fallAttack, fallDefence, springProximity,
                fallProximity, buildProximity, removeProximity, springStrength, springCompetition, fallStrength,
                fallCompetition, buildDefence, removeDefence, percent, difference, sizeSquare, sizeLinear,
                sizeConstant);
    }

    /** @return the size of a power with the given supply centres */
    public double size(int centres) {
        return sizeSquare * centres * centres + sizeLinear * centres + sizeConstant;
    }
}
