package calhamer.daide;

import calhamer.daide.client.ClientOptions;
import calhamer.daide.client.DaideClient;

/** A DAIDE bot in a process of its own for the arena test: Calhamer's client at $DAIDE_HOST:$DAIDE_PORT. */
public final class JoinProcess {
    private JoinProcess() {
    }

    public static void main(String[] args) throws Exception {
        ClientOptions o = ClientOptions.defaults(System.getenv("DAIDE_HOST"), Integer.parseInt(System.getenv(
                "DAIDE_PORT"))).withName("joinprocess").withBudget(Long.parseLong(args[0])).withReconnect(10);
        DaideClient.Result r = new DaideClient(o).run();
        System.out.println(r.power() + " " + r.ending());
    }
}
