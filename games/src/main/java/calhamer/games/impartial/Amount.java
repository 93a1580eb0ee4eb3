package calhamer.games.impartial;

/**
 * A move that names a place and an amount: take {@code amount} objects from pile {@code index} (Nim, Demi-Quantum
 * Nim) or influence group {@code index} by {@code amount} (Demographic Influence, which contains Demi-Quantum Nim
 * move for move, Theorem 5). Written {@code index:amount}, e.g. {@code 2:3}.
 *
 * @param index  the pile or group, from 0
 * @param amount how much, at least 1 in a legal move
 */
public record Amount(int index, int amount) {

    /** @return the notation {@code index:amount} */
    @Override
    public String toString() {
        return index + ":" + amount;
    }

    /**
     * Reads {@code index:amount}.
     *
     * @throws IllegalArgumentException for anything else
     */
    public static Amount parse(String text) {
        int colon = text.indexOf(':');
        try {
            if (colon > 0) {
                return new Amount(Integer.parseInt(text.substring(0, colon)),
                        Integer.parseInt(text.substring(colon + 1)));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("a move is index:amount, e.g. 2:3, not '" + text + "'");
    }
}
