package org.aclgen.sample;

import java.util.List;
import org.aclgen.sample.config.UserAccount;

/** The users of the end-to-end tests: one per kind of token the permission model discusses. */
public final class TestUsers {

  /** Holds the first ACL of the source document's tables. */
  public static final UserAccount ALICE =
      new UserAccount(
          "alice",
          "alice-pw",
          "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101",
          List.of("confd.users.me.#.read"));

  /** Holds the second ACL of the source document's tables. */
  public static final UserAccount BOB =
      new UserAccount(
          "bob",
          "bob-pw",
          "7d3e0b8a-5c41-4f2e-b0a9-6e5d2c3b4a02",
          List.of("confd.users.me.funckeys.*.*"));

  /** The administrator. */
  public static final UserAccount ADMIN =
      new UserAccount(
          "admin",
          "admin-pw",
          "0c9f4e2d-1b7a-4e63-8d25-9a8b7c6d5e03",
          List.of("confd.#", "calld.#"));

  /** A user whose tokens hold no ACL at all. */
  public static final UserAccount CAROL =
      new UserAccount("carol", "carol-pw", "5b1e7c3a-9f2d-4c8e-a6b4-3d2f1e0c9b04", List.of());

  /** A user who may use its own calls. */
  public static final UserAccount DAVE =
      new UserAccount(
          "dave", "dave-pw", "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c05", List.of("calld.users.me.#"));

  public static final List<UserAccount> ALL = List.of(ALICE, BOB, ADMIN, CAROL, DAVE);

  private TestUsers() {}
}
