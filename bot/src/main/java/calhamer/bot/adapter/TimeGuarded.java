package calhamer.bot.adapter;

/**
 * An agent whose decisions a time guard may cut short (the bot's): the arena counts how often it did. Not part of the
 * game API: an agent without a guard is never cut short.
 */
public interface TimeGuarded {

    /** Whether this agent's last decision was cut short by its time guard (and so may not repeat from its seed). */
    boolean lastDecisionCutShort();
}
