package calhamer.daide;

import calhamer.daide.host.DaideHost;
import calhamer.daide.host.Deadlines;
import calhamer.daide.host.Ending;
import calhamer.daide.host.HostOptions;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.nio.file.Path;

/**
 * A DAIDE server in a process of its own, for the test that kills it: {@code PORT RECORD YEARS DEADLINES [resume]}
 * (port 0: any; prints {@code PORT n}, then {@code END phase} when the game is over).
 */
public final class ServerProcess {
    private ServerProcess() {
    }

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        Path record = Path.of(args[1]);
        DiplomacyMap map = BundledMaps.load("standard");
        HostOptions options = HostOptions.defaults(map).withPort(port).withYears(Integer.parseInt(args[2]))
                .withDeadlines(Deadlines.parse(args[3])).withRecord(record);
        DaideHost host = args.length > 4 ? DaideHost.resume(record, options, id -> map) : DaideHost.start(options);
        System.out.println("PORT " + host.port());
        System.out.flush();
        Ending end = null;
        while (end == null) {
            end = host.awaitEnd(60_000);
        }
        Thread.sleep(500);
        host.close();
        System.out.println("END " + end.phase() + " " + host.internalErrors());
        System.out.flush();
    }
}
