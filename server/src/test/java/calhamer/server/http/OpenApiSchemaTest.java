package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import calhamer.server.http.ServerHarness.Answer;
import calhamer.wire.decisions.DecisionAnswer;
import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion.VersionFlag;
import com.networknt.schema.ValidationMessage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The served OpenAPI 3.1 document is valid and says what the server does, checked with networknt's JSON Schema
 * validator: the whole document against the OpenAPI Initiative's JSON Schema of OpenAPI 3.1, every Schema Object is a valid JSON Schema 2020-12 (the dialect OpenAPI 3.1 builds on), every operation
 * has a unique operationId and its error answers, every reference resolves, the enums of outcomes and reasons are the
 * adjudicator's, the explanation's schema names every field of the bot's answer, and real answers (an
 * adjudication, the bot's decision with its explanation, a matrix solution, problems) validate against the schemas
 * the document gives them.
 */
class OpenApiSchemaTest extends SharedServerTest {
    private static final String DOC = "urn:calhamer:openapi";
    private static JsonNode doc;
    private static JsonSchemaFactory factory;

    @BeforeAll
    static void load() {
        Answer a = http.get("/openapi.json");
        doc = a.body();
        factory = JsonSchemaFactory.getInstance(VersionFlag.V202012,
                b -> b.schemaLoaders(l -> l.schemas(Map.of(DOC, a.raw().body()))));
    }

    private static List<String> errors(JsonSchema schema, JsonNode value) {
        return schema.validate(value).stream().map(ValidationMessage::toString).toList();
    }

    /** @return the schema the document gives a component */
    private static JsonSchema component(String name) {
        return factory.getSchema(SchemaLocation.of(DOC + "#/components/schemas/" + name));
    }

    @Test
    void theDocumentIsValidAgainstTheOpenApi31Schema() throws Exception {
        // fetched by the build (server/pom.xml: download-maven-plugin) from the npm registry
        Path file = Path.of("target", "openapi-schemas", "package", "schemas", "v3.1", "schema.json");
        assertTrue(Files.isRegularFile(file), "the OpenAPI 3.1 schema is fetched by the build: "
                + file.toAbsolutePath());
        JsonSchema oas = JsonSchemaFactory.getInstance(VersionFlag.V202012).getSchema(Files.readString(file));
        assertEquals(List.of(), errors(oas, doc));
        JsonNode broken = doc.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) broken.get("info")).remove("title");
        assertFalse(errors(oas, broken).isEmpty(), "the OpenAPI schema refuses a document without info.title");
    }

    @Test
    void everySchemaObjectIsAValidJsonSchema202012() {
        JsonSchema meta = factory.getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));
        List<JsonNode> schemas = new ArrayList<>();
        doc.get("components").get("schemas").forEach(schemas::add);
        doc.findValues("schema").forEach(schemas::add);
        assertTrue(schemas.size() > 50, "schemas found: " + schemas.size());
        assertFalse(errors(meta, com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode().put("type", 5)).isEmpty(), "the meta-schema is not vacuous");
        for (JsonNode s : schemas) {
            assertEquals(List.of(), errors(meta, s), s.toString());
        }
    }

    @Test
    void everyOperationHasAUniqueIdItsErrorsAndResolvableReferences() {
        Set<String> ids = new HashSet<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = doc.get("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            path.getValue().fields().forEachRemaining(e -> {
                String where = e.getKey() + " " + path.getKey();
                JsonNode op = e.getValue();
                assertTrue(ids.add(op.path("operationId").asText()), "operationId missing or repeated: " + where);
                JsonNode responses = op.get("responses");
                assertTrue(responses.has("500"), where);
                if (op.has("requestBody")) {
                    for (String status : List.of("400", "413", "415")) {
                        assertTrue(responses.has(status), where + " lacks " + status);
                    }
                }
            });
        }
        assertTrue(doc.at("/paths/~1maps~1{id}~1orders~1choose/post/responses").has("503"));
        assertTrue(doc.at("/paths/~1matrix~1solve/post/responses").has("503"));
        for (JsonNode ref : doc.findValues("$ref")) {
            assertFalse(doc.at(ref.asText().substring(1)).isMissingNode(), "unresolved " + ref);
        }
    }

    @Test
    void enumsAndTheExplanationFollowTheCode() {
        JsonNode result = doc.at("/components/schemas/AdjudicationResult/properties/results/items/properties");
        assertEquals(Arrays.stream(Outcome.values()).map(Enum::name).toList(),
                names(result.get("outcome").get("enum")));
        assertEquals(Arrays.stream(Reason.values()).map(Enum::name).toList(), names(result.get("reason").get("enum")));
        assertFields(DecisionAnswer.Explanation.class, "Explanation");
        assertFields(DecisionAnswer.Group.class, "ExplanationGroup");
        assertFields(DecisionAnswer.Choice.class, "ExplanationChoice");
        assertFields(DecisionAnswer.Narrowing.class, "Narrowing");
        assertFields(DecisionAnswer.Weighted.class, "WeightedOrders");
    }

    /** The schema lists every field of the answer's record; those it requires are all written (none left out). */
    private static void assertFields(Class<? extends Record> type, String schema) {
        List<String> fields = Stream.of(type.getRecordComponents()).map(c -> c.getName()).sorted().toList();
        List<String> properties = new ArrayList<>();
        doc.at("/components/schemas/" + schema + "/properties").fieldNames().forEachRemaining(properties::add);
        assertEquals(fields, properties.stream().sorted().toList(), schema);
        List<String> optional = Stream.of(type.getRecordComponents())
                .filter(c -> c.getAccessor().isAnnotationPresent(com.fasterxml.jackson.annotation.JsonInclude.class))
                .map(c -> c.getName()).toList();
        assertEquals(fields.stream().filter(f -> !optional.contains(f)).toList(),
                names(doc.at("/components/schemas/" + schema + "/required")), schema + " (required)");
    }

    private static List<String> names(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    @Test
    void realAnswersValidateAgainstTheirSchemas() {
        String small = "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A PAR\", \"F BRE\", \"A MAR\"], "
                + "\"GERMANY\": [\"A MUN\", \"A RUH\"]}, \"centers\": {\"FRANCE\": [\"PAR\", \"BRE\", \"MAR\"]}}";
        Answer adjudicated = http.post("/maps/standard/adjudicate", "{\"position\": " + small + ", \"orders\": "
                + "{\"FRANCE\": [\"A PAR - BUR\", \"F BRE - ENG\", \"A XYZ H\"], \"GERMANY\": [\"A MUN - BUR\"]}}");
        assertEquals(List.of(), errors(component("AdjudicationResult"), adjudicated.body()));
        Answer chosen = http.post("/maps/standard/orders/choose", "{\"position\": " + small
                + ", \"power\": \"FRANCE\", \"options\": {\"seed\": 1}}");
        assertEquals(200, chosen.status(), String.valueOf(chosen.body()));
        assertFalse(chosen.body().at("/explanation/search/powers").isEmpty());
        assertEquals(List.of(), errors(component("BotDecision"), chosen.body()));
        Answer matrix = http.post("/maps/standard/orders/choose", "{\"position\": " + small
                + ", \"power\": \"FRANCE\", \"options\": {\"seed\": 1, \"method\": \"matrix\"}}");
        assertEquals(200, matrix.status(), String.valueOf(matrix.body()));
        assertFalse(matrix.body().at("/explanation/groups").isEmpty());
        assertEquals(List.of(), errors(component("BotDecision"), matrix.body()));
        Answer solved = http.post("/matrix/solve", "{\"matrix\": [[3, -1], [-2, 4]]}");
        assertEquals(List.of(), errors(component("MatrixSolution"), solved.body()));
        for (Answer problem : List.of(http.post("/matrix/solve", "{\"matrix\": \"x\"}"), http.get("/maps/nowhere"),
                http.post("/maps/standard/adjudicate", "{\"position\": {\"phase\": \"S1901M\", \"units\": "
                        + "{\"SPAIN\": []}, \"centers\": {}}}"))) {
            assertEquals(List.of(), errors(component("Problem"), problem.body()), problem.body().toString());
        }
        JsonNode standard = http.get("/maps/standard").body();
        assertEquals(List.of(), errors(component("MapFile"), standard));
        assertEquals(List.of(), errors(component("Position"), standard.get("start")), "a map's start is a position");
        assertFalse(errors(component("Position"), ((com.fasterxml.jackson.databind.node.ObjectNode) standard.get("start")
                .deepCopy()).without("year")).isEmpty(), "a position gives its phase or its year");
        JsonNode bad = chosen.body().deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) bad.get("explanation")).put("depth", "deep");
        assertFalse(errors(component("BotDecision"), bad).isEmpty(), "the schema is not vacuous");
    }
}
