package calhamer.strategy.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@link MatchStore#inMemory()}: the games of one run, in memory, in the order stored. */
final class MemoryStore implements MatchStore {
    private final Map<String, MatchRecord> byId = new LinkedHashMap<>();

    @Override
    public synchronized boolean has(String id) {
        return byId.containsKey(id);
    }

    @Override
    public synchronized MatchRecord record(String id) {
        return byId.get(id);
    }

    @Override
    public synchronized List<MatchRecord> records() {
        return new ArrayList<>(byId.values());
    }

    @Override
    public synchronized void append(MatchRecord record) {
        byId.putIfAbsent(record.id(), record);
    }

    @Override
    public String where() {
        return "memory";
    }
}
