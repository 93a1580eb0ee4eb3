package calhamer.daide;

import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.Tokens;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** An observer on a raw connection that keeps every message the server sends it, until OFF or the end. */
public final class Observer implements Runnable {
    private final int port;
    public final List<Message> messages = new CopyOnWriteArrayList<>();
    public volatile RawClient client;
    public volatile boolean done;

    public Observer(int port) {
        this.port = port;
    }

    public Observer start() throws IOException {
        client = RawClient.joined(port);
        client.send("OBS");
        Thread t = new Thread(this, "observer");
        t.setDaemon(true);
        t.start();
        return this;
    }

    @Override
    public void run() {
        try (RawClient c = client) {
            while (true) {
                Message m = c.next(600_000);
                if (m == null) {
                    return;
                }
                messages.add(m);
                if (m.first() == Tokens.OFF) {
                    return;
                }
            }
        } catch (IOException e) {
            // the server closed the connection
        } finally {
            done = true;
        }
    }

    /** Waits until a message starting with the text has come. */
    public void await(String prefix, long millis) throws InterruptedException {
        long until = System.currentTimeMillis() + millis;
        while (texts(prefix).isEmpty()) {
            if (System.currentTimeMillis() > until) {
                throw new AssertionError("no " + prefix + " in " + millis + " ms");
            }
            Thread.sleep(20);
        }
    }

    /** @return the texts of the messages starting with the text */
    public List<String> texts(String prefix) {
        return messages.stream().map(m -> m.text(client.table())).filter(t -> t.startsWith(prefix)).toList();
    }
}
