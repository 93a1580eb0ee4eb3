package calhamer.bot.adapter;

import calhamer.bot.equilibrium.SearchExplanation;

/**
 * An agent whose decisions model the other powers (the bot's search method: every power's candidate order sets and
 * the probabilities its equilibrium gives them), so that the arena can score that model against what the others then
 * played. Not part of the game API.
 */
public interface ModelsOthers {

    /** @return the last decision's search explanation, or null when it had none (another method) */
    SearchExplanation lastSearch();
}
