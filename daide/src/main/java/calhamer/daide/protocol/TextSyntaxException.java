package calhamer.daide.protocol;

/** A message's text form that cannot be read: what is wrong and at which character. */
public final class TextSyntaxException extends IllegalArgumentException {
    private final int index;

    public TextSyntaxException(String message, int index) {
        super(message + " (at character " + index + ")");
        this.index = index;
    }

    /** @return the index of the character where reading stopped */
    public int index() {
        return index;
    }
}
