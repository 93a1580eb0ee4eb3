package calhamer.games.friendcircle;

import calhamer.games.impartial.RegisteredGameConformance;

/** FriendCircle passes the conformance kit from its registered start. */
class FriendCircleConformanceTest extends RegisteredGameConformance<Circle, Integer> {
    FriendCircleConformanceTest() {
        super("friend-circle");
    }
}
