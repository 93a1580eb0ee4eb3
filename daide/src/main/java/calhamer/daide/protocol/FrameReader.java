package calhamer.daide.protocol;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketTimeoutException;

/**
 * Reads frames from a stream whose reads time out (a socket with {@code SO_TIMEOUT}), so that its owner can keep
 * time: {@link #poll()} returns a frame, or null when the read timed out between frames. A frame is read across
 * timeouts, but one begun and not finished within the stall limit ends the connection ({@link StallException}), as
 * does a frame of an unknown type ({@link FrameException}). The longest frame is bounded by its 16-bit length: 65,539
 * octets. Not thread-safe: one reader thread per connection.
 */
public final class FrameReader {
    private final InputStream in;
    private final long stallNanos;
    private final byte[] header = new byte[4];
    private int headerRead;
    private byte[] payload;
    private int payloadRead;
    private long started;

    /**
     * @param in          the stream
     * @param stallMillis the longest time a frame may take to arrive once its first octet has
     */
    public FrameReader(InputStream in, long stallMillis) {
        this.in = in;
        this.stallNanos = stallMillis * 1_000_000L;
    }

    /**
     * @return the next frame, or null when the stream's read timed out with no frame complete
     * @throws EOFException     when the stream ends (mid-frame or between frames)
     * @throws StallException   when a frame has taken longer than the stall limit
     * @throws FrameException   for a frame of an unknown type (the header is all that is read of it)
     * @throws IOException      when reading fails
     */
    public Frame poll() throws IOException {
        try {
            while (headerRead < 4) {
                int n = in.read(header, headerRead, 4 - headerRead);
                if (n < 0) {
                    throw new EOFException(headerRead == 0 ? "connection closed" : "connection closed mid-message");
                }
                if (headerRead == 0 && n > 0) {
                    started = System.nanoTime();
                }
                headerRead += n;
                checkStall();
            }
            if (payload == null) {
                if (FrameType.of(header[0] & 0xFF) == null) {
                    throw new FrameException(ErrorCode.UNKNOWN_MESSAGE, "unknown message type " + (header[0] & 0xFF));
                }
                payload = new byte[(header[2] & 0xFF) << 8 | header[3] & 0xFF];
                payloadRead = 0;
            }
            while (payloadRead < payload.length) {
                int n = in.read(payload, payloadRead, payload.length - payloadRead);
                if (n < 0) {
                    throw new EOFException("connection closed mid-message");
                }
                payloadRead += n;
                checkStall();
            }
        } catch (SocketTimeoutException e) {
            checkStall();
            return null;
        }
        Frame frame = new Frame(FrameType.of(header[0] & 0xFF), payload);
        headerRead = 0;
        payload = null;
        return frame;
    }

    /** A frame trickling in (a few octets now and then) is cut off as one that stopped. */
    private void checkStall() throws StallException {
        boolean whole = headerRead == 4 && payload != null && payloadRead == payload.length;
        if (headerRead > 0 && !whole && System.nanoTime() - started > stallNanos) {
            throw new StallException("a message begun " + (System.nanoTime() - started) / 1_000_000
                    + " ms ago has not arrived whole");
        }
    }

    /** @return whether a frame has begun to arrive and is not yet whole */
    public boolean midFrame() {
        return headerRead > 0;
    }
}
