package org.aclgen.benchmarks.matcher;

import java.util.List;

/**
 * The kinds of synthetic tokens: what the platform's tokens hold, and the subset that Apache
 * Shiro's wildcard permissions can express as well.
 *
 * <p>Both start with a few entries copied from real tokens, then add entries under many distinct
 * services and resources ({@code svc<k>.res<i>...}, ten per service), so that a large token looks
 * like an administrator's token across a platform rather than one prefix repeated.
 */
public enum WorkloadShape {
  /** The whole language: {@code *}, {@code #}, {@code me} and negative entries. */
  FULL(
      List.of(
          TokenEntry.granting(
              "confd.users.me.#.read",
              "confd.users.{me}.{ws}.read",
              "confd.users.{other}.{ws}.read",
              "confd.users.{me}.{ws}.update"),
          TokenEntry.granting(
              "calld.users.me.calls.*",
              "calld.users.{me}.calls.{w}",
              "calld.users.{other}.calls.{w}",
              "calld.users.{me}.calls"),
          TokenEntry.granting("events.calls.me", "events.calls.{me}", "events.calls.{other}"),
          TokenEntry.denying("!confd.users.me.voicemail.#", "confd.users.{me}.voicemail.read"),
          TokenEntry.granting("dird.#", "dird.{ws}", "dird"),
          TokenEntry.granting("websocketd", "websocketd", "websocketd.{w}"))) {
    @Override
    TokenEntry generated(int index, String service, String resource, String previous) {
      return switch (index % 6) {
        case 0 ->
            TokenEntry.granting(
                service + "." + resource + ".*.read",
                service + "." + resource + ".{w}.read",
                service + "." + resource + ".{w}.update",
                service + "." + resource + ".read");
        case 1 ->
            TokenEntry.granting(
                service + ".users.me." + resource + ".#",
                service + ".users.{me}." + resource + ".{ws}",
                service + ".users.{other}." + resource + ".{ws}",
                service + ".users.{me}." + resource);
        case 2 ->
            TokenEntry.granting(
                "events." + service + "." + resource + ".me",
                "events." + service + "." + resource + ".{me}",
                "events." + service + "." + resource + ".{other}");
        case 3 ->
            TokenEntry.granting(
                service + "." + resource + ".#.update",
                service + "." + resource + ".{ws}.update",
                service + "." + resource + ".update",
                service + "." + resource + ".{ws}.delete");
        // Index 4 always follows index 3, so this negative entry carves out of a granted one.
        case 4 -> TokenEntry.denying("!" + previous + ".secret.#", previous + ".secret.update");
        default ->
            TokenEntry.granting(
                service + "." + resource + ".*.*.delete",
                service + "." + resource + ".{w}.{w}.delete",
                service + "." + resource + ".{w}.delete",
                service + "." + resource + ".{w}.{w}.read");
      };
    }
  },

  /**
   * Literals and single-word {@code *} only, every ACL ending with a literal action: here Shiro's
   * rules (a shorter permission implies every longer one, trailing {@code *} parts are optional)
   * never make a difference, so all three matchers must give the same verdicts.
   */
  PORTABLE(
      List.of(
          TokenEntry.granting(
              "confd.users.*.lines.read",
              "confd.users.{w}.lines.read",
              "confd.users.{w}.lines.update",
              "confd.users.{w}.{w}.lines.read"),
          TokenEntry.granting(
              "calld.users.*.calls.*.delete",
              "calld.users.{w}.calls.{w}.delete",
              "calld.users.{w}.calls.delete"))) {
    @Override
    TokenEntry generated(int index, String service, String resource, String previous) {
      return switch (index % 4) {
        case 0 ->
            TokenEntry.granting(
                service + "." + resource + ".*.read",
                service + "." + resource + ".{w}.read",
                service + "." + resource + ".{w}.update",
                service + "." + resource + ".read");
        case 1 ->
            TokenEntry.granting(
                service + ".users.*." + resource + ".update",
                service + ".users.{w}." + resource + ".update",
                service + ".users.{w}." + resource + ".read",
                service + ".users.{w}.{w}." + resource + ".update");
        case 2 ->
            TokenEntry.granting(
                service + "." + resource + ".items.create",
                service + "." + resource + ".items.create",
                service + "." + resource + ".items.{w}.create");
        default ->
            TokenEntry.granting(
                service + "." + resource + ".*.*.delete",
                service + "." + resource + ".{w}.{w}.delete",
                service + "." + resource + ".{w}.delete");
      };
    }
  };

  private final List<TokenEntry> realEntries;

  WorkloadShape(List<TokenEntry> realEntries) {
    this.realEntries = realEntries;
  }

  /** The {@code index}-th entry of a token of this shape (0-based). */
  TokenEntry entry(int index) {
    if (index < realEntries.size()) {
      return realEntries.get(index);
    }
    return generated(
        index, service(index), "res" + index, service(index - 1) + ".res" + (index - 1));
  }

  private static String service(int index) {
    return "svc" + index / 10;
  }

  /**
   * @param previous the service and resource words of entry {@code index - 1}, such as {@code
   *     svc0.res9}
   */
  abstract TokenEntry generated(int index, String service, String resource, String previous);
}
