package org.aclgen.processor.model;

import java.util.Map;
import java.util.Optional;

/** The action word of an HTTP method, the last word of a derived ACL. */
public final class Actions {
  private static final Map<String, String> ACTIONS =
      Map.of(
          "GET", "read",
          "HEAD", "read",
          "OPTIONS", "read",
          "PUT", "update",
          "PATCH", "update",
          "POST", "create",
          "DELETE", "delete");

  private Actions() {}

  /** The action of {@code httpMethod}, such as {@code read} for {@code GET}; empty if custom. */
  public static Optional<String> of(String httpMethod) {
    return Optional.ofNullable(ACTIONS.get(httpMethod));
  }
}
