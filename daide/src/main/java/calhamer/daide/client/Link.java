package calhamer.daide.client;

import calhamer.daide.protocol.Frame;
import calhamer.daide.protocol.FrameReader;
import calhamer.daide.protocol.FrameType;
import calhamer.daide.protocol.Message;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The client's connection to the DAIDE server: the socket opened (keep-alive, no delay, a short read timeout so the
 * reading loop can look up), the frames read from it, the server's representation message awaited after the initial
 * message, and frames written whole, one at a time, from the reading thread or the bot's worker.
 */
final class Link {
    private static final Logger LOG = LoggerFactory.getLogger(DaideClient.class);

    private Socket socket;
    private OutputStream out;
    private FrameReader in;

    /** Opens a new connection, closing the one before. */
    void open(String host, int port) throws IOException {
        close();
        socket = new Socket();
        socket.connect(new InetSocketAddress(host, port), 5000);
        socket.setKeepAlive(true);
        socket.setTcpNoDelay(true);
        socket.setSoTimeout(200);
        out = socket.getOutputStream();
        in = new FrameReader(socket.getInputStream(), 30_000);
    }

    /** @return the next frame, or null when none came in the read timeout */
    Frame poll() throws IOException {
        return in.poll();
    }

    /** @return the server's representation message, the answer to the initial message */
    Frame awaitRepresentation() throws IOException {
        long until = System.nanoTime() + 30_000_000_000L;
        while (System.nanoTime() < until) {
            Frame f = in.poll();
            if (f == null) {
                continue;
            }
            if (f.type() == FrameType.REPRESENTATION && f.problem() == null) {
                return f;
            }
            throw new IOException("the server answered the initial message with " + f.type()
                    + (f.type() == FrameType.ERROR ? " " + f.errorCode() : ""));
        }
        throw new IOException("no representation message in 30 s");
    }

    synchronized void send(Message m) throws IOException {
        send(Frame.diplomacy(m));
    }

    synchronized void send(Frame f) throws IOException {
        out.write(f.toBytes());
        out.flush();
    }

    void close() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException e) {
                LOG.debug("closing: {}", e.toString());
            }
        }
    }
}
