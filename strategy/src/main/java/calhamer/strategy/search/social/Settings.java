package calhamer.strategy.search.social;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.List;

/** The shared check of the SOS agents' settings objects. */
final class Settings {

    private Settings() {
    }

    /**
     * @throws IllegalArgumentException when the settings are not an object or name another field
     */
    static void only(JsonNode settings, String... fields) {
        if (settings == null || !settings.isObject()) {
            throw new IllegalArgumentException("agent options are a JSON object with " + List.of(fields));
        }
        for (Iterator<String> it = settings.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!List.of(fields).contains(name)) {
                throw new IllegalArgumentException("unknown agent option '" + name + "'; options: " + List.of(fields));
            }
        }
    }
}
