package org.aclgen.review;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The JSON report, read back with a real JSON parser. */
class JsonReportTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void theExampleAsJson() throws Exception {
    JsonNode report = JSON.readTree(Examples.review().json());

    assertThat(report.get("changeCount").asInt()).isEqualTo(7);
    assertThat(report.get("wideningCount").asInt()).isEqualTo(4);
    assertThat(report.get("exitCode").asInt()).isEqualTo(3);
    JsonNode becamePublic = report.get("changes").get(1);
    assertThat(becamePublic.get("kind").asText()).isEqualTo("became-public");
    assertThat(becamePublic.get("operation").asText()).isEqualTo("confd GET /infos");
    assertThat(becamePublic.get("widens").asBoolean()).isTrue();
    assertThat(becamePublic.get("before").get("acl").asText()).isEqualTo("confd.infos.read");
    assertThat(becamePublic.get("after").get("acl").isNull()).isTrue();
    assertThat(becamePublic.get("after").get("source").asText()).isEqualTo("public");
    assertThat(report.get("changes").get(0).get("after").isNull()).isTrue();

    JsonNode user = report.get("roles").get(1);
    assertThat(user.get("role").asText()).isEqualTo("user");
    assertThat(user.get("gains").get(0).get("operation").asText())
        .isEqualTo("confd GET /users/{user_id}/secret");
    assertThat(user.get("gains").get(0).get("before").asText()).isEqualTo("none");
    assertThat(user.get("gains").get(0).get("after").asText()).isEqualTo("own");
    assertThat(user.get("losses")).hasSize(1);
  }

  @Test
  void quotesAndControlCharactersAreEscaped() throws Exception {
    Operation odd =
        new Operation(
            "confd",
            "GET",
            "/files/\"a\\b\"\t\u2028",
            "confd.files.read",
            org.aclgen.acl.registry.AclSource.EXPLICIT);
    Review review = Review.of(List.of(), List.of(odd), Policy.parse("odd\"role: confd.#", "roles"));

    JsonNode report = JSON.readTree(review.json());

    assertThat(report.get("changes").get(0).get("after").get("path").asText())
        .isEqualTo("/files/\"a\\b\"\t\u2028");
    assertThat(report.get("roles").get(0).get("role").asText()).isEqualTo("odd\"role");
  }
}
