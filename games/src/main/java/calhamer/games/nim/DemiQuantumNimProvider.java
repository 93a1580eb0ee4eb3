package calhamer.games.nim;

import calhamer.games.impartial.ImpartialProvider;

/** Registers Demi-Quantum Nim; play starts from the paper's 4-wide superposition of 6 piles (Equation 5). */
public final class DemiQuantumNimProvider extends ImpartialProvider {
    public DemiQuantumNimProvider() {
        super(DemiQuantumNim.RULES, "Demi-Quantum Nim (Burke, Ferland, Teng): Nim on a superposition of "
                + "realizations; a move collapses the realizations where it is infeasible; normal play",
                "{\"realizations\": [[5, 3, 0, 4, 2, 2], [1, 3, 3, 2, 1, 0], [0, 0, 4, 6, 5, 7], [4, 2, 5, 0, 1, 2]]}");
    }
}
