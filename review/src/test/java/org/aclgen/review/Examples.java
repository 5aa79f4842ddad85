package org.aclgen.review;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The pull-request example of docs/access-review.md, from src/test/resources/example. */
final class Examples {
  private Examples() {}

  static String resource(String name) {
    try (InputStream in = Examples.class.getResourceAsStream("/example/" + name)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource /example/" + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static List<Operation> before() {
    return Baseline.parse(resource("before.txt"), "before.txt");
  }

  static List<Operation> after() {
    return Baseline.parse(resource("after.txt"), "after.txt");
  }

  static Policy roles() {
    return Policy.parse(resource("roles.txt"), "roles.txt");
  }

  /** The review the documentation shows. */
  static Review review() {
    return Review.of(before(), after(), roles());
  }
}
