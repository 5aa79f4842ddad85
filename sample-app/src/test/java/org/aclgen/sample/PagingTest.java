package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Paging of list replies: {@code limit}, {@code offset} and the deprecated {@code skip}. */
class PagingTest {

  private static final String USERS = AppClient.CONFD + "/users";

  private static SampleApp app;
  private static AppClient client;
  private static String admin;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    client = new AppClient(app);
    admin = client.token(TestUsers.ADMIN);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @Test
  void withoutParametersTheWholeListComes() {
    JsonNode page = client.get(USERS, admin).json();

    assertThat(page.path("total").asInt()).isEqualTo(5);
    assertThat(ids(page)).containsExactly(1, 2, 3, 4, 5);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = ';',
      value = {
        "limit=2; 1,2",
        "offset=3; 4,5",
        "limit=2&offset=1; 2,3",
        "limit=0; ''",
        "offset=9; ''",
        "limit=100; 1,2,3,4,5"
      })
  void limitAndOffsetSelectThePage(String query, String expected) {
    Reply reply = client.get(USERS + "?" + query, admin);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.json().path("total").asInt()).isEqualTo(5);
    assertThat(ids(reply.json())).containsExactlyElementsOf(parse(expected));
    assertThat(reply.header("Deprecation")).isEmpty();
  }

  @Test
  void skipMeansOffsetAndIsFlaggedDeprecated() {
    Reply reply = client.get(USERS + "?skip=3&limit=1", admin);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(ids(reply.json())).containsExactly(4);
    assertThat(reply.header("Deprecation")).hasValue("true");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "limit=abc, limit",
    "offset=-1, offset",
    "skip=-2, skip",
    "limit=1.5, limit",
    "offset=1&skip=1, skip"
  })
  void badValuesAreRefusedNamingTheParameter(String query, String parameter) {
    Reply reply = client.get(USERS + "?" + query, admin);

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.json().path("error_id").asText()).isEqualTo("invalid-data");
    assertThat(reply.json().path("message").asText()).contains(parameter);
  }

  @Test
  void everyListPagesTheSameWay() {
    String lines =
        AppClient.CONFD + "/users/" + TestUsers.BOB.uuid() + "/funckeys?limit=1&offset=1";
    JsonNode page = client.get(lines, admin).json();

    assertThat(page.path("total").asInt()).isEqualTo(3);
    assertThat(ids(page)).containsExactly(2);
  }

  private static List<Integer> ids(JsonNode page) {
    List<Integer> ids = new ArrayList<>();
    page.path("items").forEach(item -> ids.add(item.path("id").asInt()));
    return ids;
  }

  private static List<Integer> parse(String csv) {
    List<Integer> ids = new ArrayList<>();
    for (String id : csv.split(",")) {
      if (!id.isBlank()) {
        ids.add(Integer.parseInt(id.strip()));
      }
    }
    return ids;
  }
}
