package calhamer.daide.host;

import calhamer.maps.Power;

/**
 * One power's seat in a started game: its passcode, the client playing it (null while none is connected: the power
 * is then in civil disorder), that client's name and version, since when it has been gone, and the year the power
 * was eliminated. Confined to the game's thread.
 */
final class Seat {
    final Power power;
    final int passcode;
    String name;
    String version;
    Peer peer;
    long goneSince;
    int eliminated;

    Seat(Power power, int passcode, String name, String version) {
        this.power = power;
        this.passcode = passcode;
        this.name = name;
        this.version = version;
    }

    /**
     * @return whether the game waits for this power's orders: while it is connected, and for the grace period after
     *         it went
     */
    boolean awaited(long now, long graceNanos) {
        return peer != null || now - goneSince < graceNanos;
    }
}
