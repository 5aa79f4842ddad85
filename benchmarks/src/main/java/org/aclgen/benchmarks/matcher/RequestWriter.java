package org.aclgen.benchmarks.matcher;

import java.util.Random;

/** Fills the request shapes of {@link TokenEntry} with words from a seeded random source. */
final class RequestWriter {
  private final Random random;
  private final String userUuid;
  private final String otherUuid;

  RequestWriter(Random random, String userUuid, String otherUuid) {
    this.random = random;
    this.userUuid = userUuid;
    this.otherUuid = otherUuid;
  }

  String fill(String shape) {
    StringBuilder out = new StringBuilder(shape.length() + 48);
    int i = 0;
    while (i < shape.length()) {
      int open = shape.indexOf('{', i);
      if (open < 0) {
        out.append(shape, i, shape.length());
        break;
      }
      int close = shape.indexOf('}', open);
      out.append(shape, i, open).append(value(shape.substring(open + 1, close), shape));
      i = close + 1;
    }
    return out.toString();
  }

  private String value(String name, String shape) {
    return switch (name) {
      // Most requests name the user by uuid, as a resource path does; some say "me".
      case "me" -> random.nextInt(4) == 0 ? "me" : userUuid;
      case "other" -> otherUuid;
      case "w" -> word();
      case "ws" -> words(1 + random.nextInt(3));
      default -> throw new IllegalArgumentException("unknown {" + name + "} in " + shape);
    };
  }

  /** A word that no token ACL names: never an action, never {@code me} nor {@code secret}. */
  private String word() {
    return "w" + random.nextInt(1_000_000);
  }

  private String words(int count) {
    StringBuilder out = new StringBuilder(word());
    for (int k = 1; k < count; k++) {
      out.append('.').append(word());
    }
    return out.toString();
  }
}
