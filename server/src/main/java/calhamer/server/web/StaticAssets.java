package calhamer.server.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.webjars.WebJarVersionLocator;

/**
 * The browser page's files, read from the jar: the page itself under {@code web/} and front-end libraries from
 * WebJars under {@code META-INF/resources/webjars/}, addressed with or without their version
 * ({@code d3/dist/d3.min.js} finds {@code d3/7.9.0/dist/d3.min.js}). Each file is read once and kept with its media
 * type and an entity tag. Only plain relative paths to files are served: no {@code ..}, no empty or hidden segments,
 * no folders.
 */
public final class StaticAssets {
    /** Relative paths of plain segments, ending in a file with an extension (folders are never served). */
    private static final Pattern SAFE = Pattern.compile(
            "([A-Za-z0-9_-][A-Za-z0-9_.-]*/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\\.[A-Za-z0-9]+");
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8", "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8", "json", "application/json", "svg", "image/svg+xml",
            "png", "image/png", "ico", "image/x-icon", "map", "application/json", "txt", "text/plain; charset=utf-8");

    private final Map<String, Optional<Asset>> cache = new ConcurrentHashMap<>();
    private final WebJarVersionLocator webJars = new WebJarVersionLocator();

    /**
     * A file to send.
     *
     * @param bytes     its content
     * @param mediaType its media type
     * @param etag      a strong entity tag (quoted), from its content
     */
    public record Asset(byte[] bytes, String mediaType, String etag) {
    }

    /** @return a file of the page ({@code index.html}, {@code js/board.js}), if there is one */
    public Optional<Asset> page(String path) {
        return safe(path) ? load("web/" + path) : Optional.empty();
    }

    /** @return a WebJar file, by its versioned or version-less path ({@code d3/dist/d3.min.js}) */
    public Optional<Asset> webJar(String path) {
        if (!safe(path)) {
            return Optional.empty();
        }
        Optional<Asset> exact = load(WebJarVersionLocator.WEBJARS_PATH_PREFIX + "/" + path);
        if (exact.isPresent()) {
            return exact;
        }
        int slash = path.indexOf('/');
        if (slash < 0) {
            return Optional.empty();
        }
        String located = webJars.fullPath(path.substring(0, slash), path.substring(slash + 1));
        return located == null ? Optional.empty() : load(located);
    }

    private static boolean safe(String path) {
        return path != null && SAFE.matcher(path).matches() && !path.contains("..");
    }

    private Optional<Asset> load(String resource) {
        return cache.computeIfAbsent(resource, StaticAssets::read);
    }

    private static Optional<Asset> read(String resource) {
        ClassLoader loader = StaticAssets.class.getClassLoader();
        try (InputStream in = loader.getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            byte[] bytes = in.readAllBytes();
            String ext = resource.substring(resource.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
            return Optional.of(new Asset(bytes, TYPES.getOrDefault(ext, "application/octet-stream"), tag(bytes)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    private static String tag(byte[] bytes) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(bytes);
            return "\"" + HexFormat.of().formatHex(digest, 0, 12) + "\"";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing", e);
        }
    }
}
