package calhamer.maps.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.DiplomacyMap;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** Bundled maps by name, and a preload handed to exactly one later load. */
class BundledMapsTest {

    @Test
    void loadsEachBundledMapAndRefusesOtherNames() {
        for (String name : BundledMaps.NAMES) {
            assertEquals(name, BundledMaps.load(name).id());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BundledMaps.load("atlantis"));
        assertTrue(e.getMessage().contains("'atlantis'") && e.getMessage().contains("standard"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> BundledMaps.preload("atlantis"));
        assertTrue(e.getMessage().contains("'atlantis'"), e.getMessage());
    }

    /** A preloaded instance goes to one load only: every load still returns its own instance. */
    @Test
    void aPreloadServesOneLoadAndLaterLoadsReadAfresh() {
        BundledMaps.preload("france-germany");
        BundledMaps.preload("france-germany"); // pending already: nothing more is kept
        List<DiplomacyMap> loads = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            loads.add(BundledMaps.load("france-germany"));
        }
        for (int i = 0; i < loads.size(); i++) {
            assertEquals("france-germany", loads.get(i).id());
            assertEquals(BundledMaps.load("france-germany").provinces().size(), loads.get(i).provinces().size());
            for (int j = 0; j < i; j++) {
                assertNotSame(loads.get(j), loads.get(i), "loads " + j + " and " + i);
            }
        }
    }

    /** Loads racing a preload on another thread all get a whole map, and no two the same instance. */
    @Test
    void loadsRacingAPreloadGetWholeMaps() throws InterruptedException {
        for (int round = 0; round < 20; round++) {
            CountDownLatch go = new CountDownLatch(1);
            Thread preloader = new Thread(() -> {
                awaitQuietly(go);
                BundledMaps.preload("austria-germany");
            });
            preloader.start();
            go.countDown();
            DiplomacyMap first = BundledMaps.load("austria-germany");
            preloader.join();
            DiplomacyMap second = BundledMaps.load("austria-germany");
            assertEquals("austria-germany", first.id());
            assertEquals(first.provinces().size(), second.provinces().size());
            assertNotSame(first, second, "round " + round);
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
