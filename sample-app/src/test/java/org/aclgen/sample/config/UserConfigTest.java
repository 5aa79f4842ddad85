package org.aclgen.sample.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UserConfigTest {

  private static final String ALICE =
      "users:\n"
          + "  - username: alice\n"
          + "    password: alice-secret\n"
          + "    uuid: 2F6C1A5E-8D0B-4D59-9A53-1C0AD8E7C101\n"
          + "    acl:\n"
          + "      - confd.users.me.#.read\n"
          + "      - websocketd\n";

  @Test
  void readsUsers() throws ConfigException {
    List<UserAccount> users = parse(ALICE);

    assertThat(users)
        .containsExactly(
            new UserAccount(
                "alice",
                "alice-secret",
                "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101",
                List.of("confd.users.me.#.read", "websocketd")));
  }

  @Test
  void aUserWithoutAclHasNone() throws ConfigException {
    List<UserAccount> users =
        parse(
            "users:\n  - {username: u, password: p, uuid: 2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101}\n");

    assertThat(users.get(0).acl()).isEmpty();
  }

  @Test
  void theBuiltInDemoUsersAreValid() {
    assertThat(UserConfig.demo())
        .extracting(UserAccount::username)
        .containsExactly("alice", "bob", "admin");
  }

  @Test
  void theToStringHidesThePassword() throws ConfigException {
    assertThat(parse(ALICE).get(0).toString()).doesNotContain("alice-secret");
  }

  @ParameterizedTest(name = "{2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "users:\\n  - username: a\\n    pasword: p\\n    uuid: 2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101\\n"
            + "| 3 | unknown key 'pasword'",
        "users:\\n  - {username: a, password: p, uuid: 2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101}\\n"
            + "  - {username: a, password: q, uuid: 7d3e0b8a-5c41-4f2e-b0a9-6e5d2c3b4a02}\\n"
            + "| 3 | duplicate username 'a' (first on line 2)",
        "users:\\n  - {username: a, password: p, uuid: 2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101}\\n"
            + "  - {username: b, password: q, uuid: 2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101}\\n"
            + "| 3 | duplicate uuid",
        "users:\\n  - username: a\\n    password: p\\n    uuid: 2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101\\n"
            + "    acl:\\n      - confd.users.me.#.read\\n      - confd..read\\n"
            + "| 7 | malformed ACL of user a",
        "users:\\n  - {username: a, password: p, uuid: not-a-uuid}\\n| 2 | is not a uuid",
        "users:\\n  - {username: a, uuid: 2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101}\\n| 2 | has no password",
        "users:\\n  - {username: a, password: , uuid: 2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101}\\n"
            + "| 2 | password must be a non-empty text",
        "users:\\n  - {username: 'a:b', password: p, uuid: 2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101}\\n"
            + "| 2 | must not contain ':'",
        "users:\\n  - {username: a, password: p, uuid: 2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101, acl: x}\\n"
            + "| 2 | must be a list of ACLs",
        "groups: []\\n| 1 | unknown key 'groups'",
        "users: []\\n| 1 | 'users' is empty",
        "users:\\n  - username: a\\n  password: p\\n| 3 | not valid YAML",
        "users:\\n  - username: a\\n    username: b\\n| 3 | appears twice"
      })
  void refusesABadFileNamingTheLine(String yaml, int line, String problem) {
    assertThatThrownBy(() -> parse(yaml.replace("\\n", "\n")))
        .isInstanceOf(ConfigException.class)
        .hasMessageStartingWith("users.yaml:" + line + ": ")
        .hasMessageContaining(problem)
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }

  @Test
  void refusesAnEmptyFile() {
    assertThatThrownBy(() -> parse(""))
        .hasMessage("users.yaml: the file is empty; it needs a 'users:' list");
  }

  private static List<UserAccount> parse(String yaml) throws ConfigException {
    return UserConfig.parse(new StringReader(yaml), "users.yaml");
  }
}
