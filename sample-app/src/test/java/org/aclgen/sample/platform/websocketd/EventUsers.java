package org.aclgen.sample.platform.websocketd;

import java.util.List;
import org.aclgen.sample.config.UserAccount;

/** The users of the event tests, one per kind of event token. */
public final class EventUsers {

  /** What a softphone user holds: its own calls, configuration, chats, faxes and statuses. */
  private static List<String> softphone() {
    return List.of(
        "websocketd",
        "calld.users.me.#",
        "confd.users.me.#",
        "events.calls.me",
        "events.users.me.#",
        "events.chat.message.*.me",
        "events.faxes.users.me.progress",
        "events.statuses.users");
  }

  public static final UserAccount ALICE =
      new UserAccount("alice", "alice-pw", "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101", softphone());

  public static final UserAccount BOB =
      new UserAccount("bob", "bob-pw", "7d3e0b8a-5c41-4f2e-b0a9-6e5d2c3b4a02", softphone());

  /** Receives every event: a supervisor. */
  public static final UserAccount WATCHER =
      new UserAccount(
          "watcher",
          "watcher-pw",
          "0c9f4e2d-1b7a-4e63-8d25-9a8b7c6d5e03",
          List.of("websocketd", "events.#", "confd.#", "calld.#"));

  /** May use the event service but receives only events open to everyone. */
  public static final UserAccount PLAIN =
      new UserAccount(
          "plain", "plain-pw", "5b1e7c3a-9f2d-4c8e-a6b4-3d2f1e0c9b04", List.of("websocketd"));

  /** Holds every event ACL but not {@code websocketd}. */
  public static final UserAccount NO_WEBSOCKETD =
      new UserAccount(
          "nows", "nows-pw", "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c05", List.of("events.#"));

  public static final List<UserAccount> ALL = List.of(ALICE, BOB, WATCHER, PLAIN, NO_WEBSOCKETD);

  private EventUsers() {}
}
