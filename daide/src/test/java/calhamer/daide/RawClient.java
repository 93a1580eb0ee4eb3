package calhamer.daide;

import calhamer.daide.protocol.Frame;
import calhamer.daide.protocol.FrameReader;
import calhamer.daide.protocol.FrameType;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.MessageText;
import calhamer.daide.protocol.TokenTable;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A bare DAIDE connection for tests: sends frames and messages as given (text in the connection's token table),
 * reads what comes back, and waits for a message that matches.
 */
public final class RawClient implements AutoCloseable {
    private final Socket socket;
    private final OutputStream out;
    private final FrameReader in;
    private TokenTable table = TokenTable.standard();
    private final List<Frame> seen = new ArrayList<>();

    public RawClient(int port) throws IOException {
        socket = new Socket("127.0.0.1", port);
        socket.setSoTimeout(100);
        out = socket.getOutputStream();
        in = new FrameReader(socket.getInputStream(), 60_000);
    }

    /** Connects, sends the initial message and reads the representation message. */
    public static RawClient joined(int port) throws IOException {
        RawClient c = new RawClient(port);
        c.send(Frame.initial());
        Frame rm = c.frame(10_000);
        if (rm == null || rm.type() != FrameType.REPRESENTATION) {
            throw new IOException("no representation message: " + rm);
        }
        c.table = TokenTable.of(rm.entries());
        return c;
    }

    public TokenTable table() {
        return table;
    }

    public void send(Frame f) throws IOException {
        out.write(f.toBytes());
        out.flush();
    }

    public void sendBytes(byte[] b) throws IOException {
        out.write(b);
        out.flush();
    }

    public void send(String text) throws IOException {
        send(Frame.diplomacy(MessageText.parse(text, table)));
    }

    public void send(Message m) throws IOException {
        send(Frame.diplomacy(m));
    }

    /** @return the next frame within the time, or null */
    public Frame frame(long millis) throws IOException {
        long until = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < until) {
            Frame f = in.poll();
            if (f != null) {
                seen.add(f);
                return f;
            }
        }
        return null;
    }

    /** @return the next language message within the time, or null (the connection's end throws) */
    public Message next(long millis) throws IOException {
        long until = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < until) {
            Frame f = frame(until - System.currentTimeMillis());
            if (f != null && f.type() == FrameType.DIPLOMACY) {
                return f.message();
            }
            if (f != null && f.type() != FrameType.DIPLOMACY) {
                throw new EOFException("the server sent " + f.type() + (f.type() == FrameType.ERROR ? " "
                        + f.errorCode() : ""));
            }
        }
        return null;
    }

    /** @return the first message whose text the predicate accepts, within the time */
    public Message await(Predicate<String> wanted, long millis) throws IOException {
        long until = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < until) {
            Message m = next(until - System.currentTimeMillis());
            if (m != null && wanted.test(m.text(table))) {
                return m;
            }
        }
        throw new AssertionError("no message as wanted in " + millis + " ms");
    }

    /** @return the first message starting with the text, within the time */
    public String await(String prefix, long millis) throws IOException {
        return await(t -> t.startsWith(prefix), millis).text(table);
    }

    /** @return whether the server has closed the connection (reading to its end within the time) */
    public boolean closedWithin(long millis) throws IOException {
        long until = System.currentTimeMillis() + millis;
        try {
            while (System.currentTimeMillis() < until) {
                Frame f = frame(50);
                if (f != null && (f.type() == FrameType.FINAL)) {
                    return true;
                }
            }
        } catch (EOFException | SocketException e) {
            return true;
        }
        return false;
    }

    public List<Frame> seen() {
        return seen;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
