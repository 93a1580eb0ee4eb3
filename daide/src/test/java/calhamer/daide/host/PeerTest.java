package calhamer.daide.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.daide.RawClient;
import calhamer.daide.board.MapTokens;
import calhamer.daide.protocol.Frame;
import calhamer.daide.protocol.FrameType;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.MessageText;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.io.EOFException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A connection's end: what the game queued before finishing it reaches the client, closed or not. */
class PeerTest {
    private static final DiplomacyMap STANDARD = BundledMaps.load("standard");

    /**
     * The arena closes the host the moment the game ends, while the writers may still be sending the end messages:
     * closing waits for a finished connection's writer (as {@link DaideHost#close} does), so none is dropped.
     */
    @Test
    void closingAFinishedConnectionFirstWritesWhatWasQueued() throws Exception {
        int queued = 3000;
        MapTokens tokens = MapTokens.of(STANDARD);
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
             RawClient client = new RawClient(server.getLocalPort());
             Socket accepted = server.accept()) {
            Peer peer = new Peer(1, accepted, HostOptions.defaults(STANDARD),
                    Frame.representation(tokens.table().entries()), e -> { }, new AtomicInteger());
            peer.start();
            client.send(Frame.initial());
            Frame rm = client.frame(10_000);
            assertNotNull(rm);
            assertEquals(FrameType.REPRESENTATION, rm.type());
            Message drw = MessageText.parse("DRW", client.table());
            for (int i = 0; i < queued; i++) {
                peer.send(drw);
            }
            peer.finish();
            peer.awaitFinished(System.nanoTime() + Peer.FINISH_NANOS);
            peer.close();
            int received = 0;
            boolean fin = false;
            try {
                while (!fin) {
                    Frame f = client.frame(10_000);
                    if (f == null) {
                        break;
                    }
                    received += f.type() == FrameType.DIPLOMACY ? 1 : 0;
                    fin = f.type() == FrameType.FINAL;
                }
            } catch (EOFException | SocketException e) {
                // the connection's end after the final message
            }
            assertEquals(queued, received, "every message queued before the end was written");
            assertTrue(fin, "the final message closed the connection");
        }
    }
}
