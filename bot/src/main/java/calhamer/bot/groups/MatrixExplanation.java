package calhamer.bot.groups;

import calhamer.bot.BotMethod;
import calhamer.bot.Explanation;
import java.util.List;

/**
 * The payoff-matrix method's part of an explanation: in movement phases one report per group of units (the payoff
 * matrix it was decided with), in retreat and adjustment phases each option weighed with its value. The JSON writes
 * them as the explanation's {@code groups} and {@code choices}.
 *
 * @param groups  movement: one report per group of units
 * @param choices retreats and adjustments: the options weighed
 */
public record MatrixExplanation(List<Explanation.Group> groups, List<Explanation.Choice> choices)
        implements BotMethod.Report {

    public MatrixExplanation {
        groups = List.copyOf(groups);
        choices = List.copyOf(choices);
    }
}
