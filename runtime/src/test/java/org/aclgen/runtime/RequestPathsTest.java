package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.core.UriInfo;
import java.lang.reflect.Proxy;
import java.net.URI;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The request path the filters match, from the request and base URIs as every JAX-RS implementation
 * gives them: relative to the base, still encoded, without a leading slash.
 */
class RequestPathsTest {

  @ParameterizedTest(name = "{1} under {0} -> [{2}]")
  @CsvSource(
      delimiter = '|',
      value = {
        "http://h/             | http://h/users/42          | users/42",
        "http://h/api/         | http://h/api/users/a%2Fb   | users/a%2Fb",
        "http://h/api          | http://h/api/users         | users",
        "http://h              | http://h/users             | users",
        "http://h/api/         | http://h/api               | ''",
        "http://h/api/         | http://h/api/              | ''",
        "http://h/api/         | http://h/other/x           | other/x",
        "http://h/api/         | http://h                   | ''",
        "http://h/api/         | urn:x                      | ''",
        "urn:y                 | http://h/users             | users",
      })
  void isRelativeToTheBaseAndStillEncoded(String base, String request, String expected) {
    assertThat(RequestPaths.encoded(uriInfo(URI.create(base), URI.create(request))))
        .isEqualTo(expected);
  }

  /** The two URIs the computation reads; any other call is a mistake of the test. */
  private static UriInfo uriInfo(URI base, URI request) {
    return (UriInfo)
        Proxy.newProxyInstance(
            UriInfo.class.getClassLoader(),
            new Class<?>[] {UriInfo.class},
            (proxy, method, args) ->
                switch (method.getName()) {
                  case "getBaseUri" -> base;
                  case "getRequestUri" -> request;
                  default -> throw new UnsupportedOperationException(method.getName());
                });
  }
}
