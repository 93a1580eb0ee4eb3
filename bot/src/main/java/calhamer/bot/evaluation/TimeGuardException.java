package calhamer.bot.evaluation;

/** The {@link TimeGuard} of a decision ran out (or the thread was interrupted) while the named work was running. */
public final class TimeGuardException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public TimeGuardException(String where) {
        super("the time guard ran out during " + where);
    }
}
