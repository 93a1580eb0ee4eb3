package calhamer.server.http;

import calhamer.server.config.ServerConfig;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The real server (the configuration {@code main} uses) on a free port with its own data directory, and a small
 * HTTP client for tests.
 */
public final class ServerHarness implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final CalhamerServer server;
    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    public ServerHarness(Path dataDir) {
        this(ServerConfig.defaults().withPort(0).withDataDir(dataDir));
    }

    public ServerHarness(ServerConfig config) {
        this(config, true);
    }

    /** @param fastEndpoints whether the hot POST endpoints bypass Jersey, as in production ({@link FastEndpoints}) */
    ServerHarness(ServerConfig config, boolean fastEndpoints) {
        this.server = CalhamerServer.start(config, fastEndpoints);
    }

    /** One answer: status, content type and the parsed JSON body (null when empty). */
    public record Answer(int status, String contentType, JsonNode body, HttpResponse<String> raw) {
    }

    public Answer get(String path) {
        return send(HttpRequest.newBuilder(uri(path)).GET().build());
    }

    public Answer delete(String path) {
        return send(HttpRequest.newBuilder(uri(path)).DELETE().build());
    }

    public Answer post(String path, String json) {
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build());
    }

    public Answer put(String path, String json) {
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(json)).build());
    }

    public Answer send(HttpRequest request) {
        try {
            HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
            String type = r.headers().firstValue("Content-Type").orElse("");
            JsonNode body = r.body().isEmpty() || !type.contains("json") ? null : JSON.readTree(r.body());
            return new Answer(r.statusCode(), type, body, r);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Sends bytes as they are (for requests no HTTP client would send) and returns the raw answer. */
    public String raw(String request) {
        return raw(request, "", 0);
    }

    /**
     * Sends the bytes of {@code first}, pauses, then sends {@code second} (a request whose body arrives late) and
     * returns the raw answer.
     */
    public String raw(String first, String second, long pauseMillis) {
        try (Socket socket = new Socket(server.baseUri().getHost(), server.port())) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(first.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            if (!second.isEmpty()) {
                Thread.sleep(pauseMillis);
                socket.getOutputStream().write(second.getBytes(StandardCharsets.UTF_8));
                socket.getOutputStream().flush();
            }
            // Read the head, then Content-Length bytes: the server may keep the connection open after answering.
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            while (!out.toString(StandardCharsets.ISO_8859_1).contains("\r\n\r\n")) {
                int b = in.read();
                if (b < 0) {
                    break;
                }
                out.write(b);
            }
            String head = out.toString(StandardCharsets.ISO_8859_1);
            Matcher length = Pattern.compile("(?i)content-length: *(\\d+)")
                    .matcher(head);
            if (length.find()) {
                out.write(in.readNBytes(Integer.parseInt(length.group(1))));
            }
            return out.toString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** @return the JSON body of a raw answer */
    public static JsonNode rawBody(String answer) {
        try {
            return JSON.readTree(answer.substring(answer.indexOf("\r\n\r\n") + 4));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public URI uri(String path) {
        return server.baseUri().resolve(path.startsWith("/") ? path.substring(1) : path);
    }

    @Override
    public void close() {
        server.close();
    }
}
