package calhamer.server.cli;

import calhamer.server.mapstore.MapRegistry;
import calhamer.server.service.DecisionAnswers;
import calhamer.server.service.HeavyWork;
import calhamer.server.service.OrdersService;
import calhamer.wire.LineRequest;
import calhamer.wire.decisions.ChooseRequestJson;
import com.fasterxml.jackson.databind.JsonNode;
import picocli.CommandLine.Command;

/**
 * {@code calhamer orders FILE}: the answer of {@code POST /maps/{map}/orders/choose}, offline. The time budget of
 * one request counts from the JVM's start ({@link JvmStart}), so that the command ends within it; with
 * {@code --jsonl} each line's counts from when its work begins.
 */
@Command(name = "orders", mixinStandardHelpOptions = true,
        description = "Choose orders: the body of POST /maps/{id}/orders/choose in FILE (plus an optional \"map\","
                + " default standard), the orders and explanation on standard output.")
public final class OrdersCommand extends MapRequestCommand {

    @Override
    OfflineRequests.Handler handler(MapRegistry maps) {
        OrdersService service = new OrdersService(OfflineRequests.config(),
                HeavyWork.onEveryCore(OfflineRequests.config()));
        long started = jsonl ? 0 : JvmStart.nanos();
        return line -> {
            LineRequest<JsonNode> body = OfflineRequests.treeOnMap(line);
            return DecisionAnswers.of(service.choose(maps.context(body.map()), ChooseRequestJson.read(body.request()),
                    jsonl ? System.nanoTime() : started));
        };
    }
}
