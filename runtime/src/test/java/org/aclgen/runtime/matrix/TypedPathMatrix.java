package org.aclgen.runtime.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.aclgen.runtime.AclFeature;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.tokens.testing.Http;
import org.aclgen.tokens.testing.Http.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Typed path values over real HTTP, against one JAX-RS implementation per subclass: every spelling
 * of a value that a negative ACL denies is denied, the others reach the resource as the value the
 * ACL named, and a value the type cannot read is a 404.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class TypedPathMatrix {

  static final String ALICE = RequestMatrix.ALICE;
  static final String BOB = RequestMatrix.BOB;

  private final LocalTokenStore store = new LocalTokenStore();
  private JaxRsServer server;
  private String admin;
  private String notMe;

  /** Starts the implementation under test. */
  protected abstract JaxRsServer.Factory implementation();

  @BeforeAll
  void start() throws Exception {
    admin =
        issue(
            "confd.#",
            "!confd.typed.int.1.#",
            "!confd.typed.long.1.#",
            "!confd.typed.short.1.#",
            "!confd.typed.byte.1.#",
            "!confd.typed.bool.true.#",
            "!confd.typed.double.1%2E0.#",
            "!confd.typed.bigint.1.#",
            "!confd.typed.decimal.1%2E5.#",
            "!confd.typed.char.x.#",
            "!confd.typed.uuid." + BOB + ".#",
            "!confd.typed.enum.RED.#",
            "!confd.fields.1.#");
    notMe = issue("confd.#", "!confd.typed.uuid.me.#");
    server =
        implementation()
            .start(
                new MatrixApplication(
                    new AclFeature(store),
                    TypedResources.Typed.class,
                    TypedResources.Fields.class));
  }

  @AfterAll
  void stop() {
    server.close();
  }

  private String issue(String... acl) {
    return store.issue(ALICE, List.of(acl), Duration.ofHours(1)).token();
  }

  private Reply get(String path, String token) {
    return Http.get(server.baseUrl() + path, "X-Auth-Token", token);
  }

  /** Each spelling of a denied value, raw as it travels in the request line. */
  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "/typed/int/1, confd.typed.int.1.read",
    "/typed/int/01, confd.typed.int.1.read",
    "/typed/int/001, confd.typed.int.1.read",
    "/typed/int/+1, confd.typed.int.1.read",
    "/typed/int/%2B1, confd.typed.int.1.read",
    "/typed/int/%D9%A1, confd.typed.int.1.read",
    "/typed/long/01, confd.typed.long.1.read",
    "/typed/short/+1, confd.typed.short.1.read",
    "/typed/byte/0001, confd.typed.byte.1.read",
    "/typed/bool/TRUE, confd.typed.bool.true.read",
    "/typed/bool/True, confd.typed.bool.true.read",
    "/typed/double/1, confd.typed.double.1%2E0.read",
    "/typed/double/01.00, confd.typed.double.1%2E0.read",
    "/typed/bigint/+0001, confd.typed.bigint.1.read",
    "/typed/decimal/1.50, confd.typed.decimal.1%2E5.read",
    "/typed/decimal/01.5, confd.typed.decimal.1%2E5.read",
    "/typed/char/x, confd.typed.char.x.read",
    "/typed/uuid/7D1E3C2B-55AA-4F0E-8C1B-3A9E2D4F6B02, confd.typed.uuid." + BOB + ".read",
    "/typed/uuid/7d1e3c2b-55AA-4f0e-8c1b-3a9e2d4f6b02, confd.typed.uuid." + BOB + ".read",
    "/typed/enum/RED, confd.typed.enum.RED.read",
    "/fields/01, confd.fields.1.read",
    "/fields/+1, confd.fields.1.read",
  })
  void everySpellingOfADeniedValueIsDenied(String path, String requiredAcl) {
    Reply reply = get(path, admin);
    assertThat(reply.status()).as(reply.body()).isEqualTo(403);
    assertThat(reply.detail("required_acl")).isEqualTo(requiredAcl);
  }

  /** The resource reads the value the ACL was checked for. */
  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "/typed/int/02, int 2",
    "/typed/int/-0, int 0",
    "/typed/long/+2, long 2",
    "/typed/short/2, short 2",
    "/typed/byte/02, byte 2",
    "/typed/bool/false, bool false",
    "/typed/bool/no, bool false",
    "/typed/double/2, double 2.0",
    "/typed/bigint/02, bigint 2",
    "/typed/decimal/2.50, decimal 2.50",
    "/typed/char/y, char y",
    "/typed/uuid/2F6C1A5E-8D0B-4D59-9A53-1C0AD8E7C101, uuid " + ALICE,
    "/typed/enum/BLUE, enum BLUE",
    "/fields/02, line 2",
  })
  void otherValuesReachTheResource(String path, String body) {
    Reply reply = get(path, admin);
    assertThat(reply.status()).as(reply.body()).isEqualTo(200);
    assertThat(reply.body()).isEqualTo(body);
  }

  /**
   * As JAX-RS answers a value its type cannot read; a value never reaches the resource unchecked.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "/typed/int/abc",
    "/typed/int/2147483648",
    "/typed/int/%201",
    "/typed/int/%20",
    "/typed/long/1L",
    "/typed/byte/128",
    "/typed/bool/%20",
    "/typed/double/one",
    "/typed/decimal/1%2C5",
    "/typed/char/xy",
    "/typed/uuid/me",
    "/typed/uuid/not-a-uuid",
    "/typed/enum/red",
    "/fields/1.0",
  })
  void unreadableValuesAre404(String path) {
    assertThat(get(path, admin).status()).isEqualTo(404);
  }

  @Test
  void unreadableValuesStillNeedAToken() {
    assertThat(Http.get(server.baseUrl() + "/typed/int/abc").status()).isEqualTo(401);
  }

  @Test
  void aUuidInAnotherCaseDoesNotDodgeANegativeMe() {
    Reply reply = get("/typed/uuid/2F6C1A5E-8D0B-4D59-9A53-1C0AD8E7C101", notMe);
    assertThat(reply.status()).as(reply.body()).isEqualTo(403);
    assertThat(reply.detail("required_acl")).isEqualTo("confd.typed.uuid." + ALICE + ".read");
    assertThat(get("/typed/uuid/" + BOB.toUpperCase(java.util.Locale.ROOT), notMe).body())
        .isEqualTo("uuid " + BOB);
  }
}
