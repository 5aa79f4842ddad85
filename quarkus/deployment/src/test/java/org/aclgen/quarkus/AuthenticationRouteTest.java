package org.aclgen.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The paths the route authenticates: those that Quarkus REST's route, at its root and below,
 * receives. {@code RestRootTest} shows them served.
 */
class AuthenticationRouteTest {

  /** Each row: Quarkus REST's root (with its slash at the end), a path, whether it is under it. */
  @ParameterizedTest(name = "{1} under {0}: {2}")
  @CsvSource({
    "/, /, true",
    "/, /things, true",
    "/api/, /api/things, true",
    "/api/, /api/, true",
    "/api/, /api, true",
    "/api/, /apix, false",
    "/api/, /ap, false",
    "/api/, /apj, false",
    "/api/, /other, false",
    "/api/, /, false",
  })
  void underTheRoot(String root, String path, boolean under) {
    assertThat(AuthenticationRoute.under(root, path)).isEqualTo(under);
  }
}
