package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Path templates matched before JAX-RS matching: narrower than JAX-RS, never wider. */
class PathTemplateTest {

  @ParameterizedTest(name = "{0} ~ {1} -> {2}")
  @CsvSource(
      delimiter = '|',
      nullValues = "none",
      value = {
        "/users/{user_id}/lines | users/42/lines       | {user_id=42}",
        "/users/{user_id}/lines | /users/42/lines/     | {user_id=42}",
        "/users/{user_id}/lines | /users/a%2Eb/lines   | {user_id=a.b}",
        "/users/{user_id}/lines | /users//lines        | none",
        "/users/{user_id}/lines | /users/a/b/lines     | none",
        "/users/{user_id}/lines | /users/42/lines/x    | none",
        "/users/{user_id}/lines | /users/%zz/lines     | none",
        "/users/me/calls        | /users/me/calls      | {}",
        "/users/me/calls        | /users/ME/calls      | none",
        "/echo/{value: [^/]*}/t | /echo/x/t            | {value=x}",
        "/a.b/{x}               | /aXb/1               | none",
        "/{x}/and/{x}           | /1/and/1             | {x=1}",
        "/{x}/and/{x}           | /1/and/2             | none",
        "/public/ping           | /public/ping/extra   | none",
      })
  void matches(String template, String path, String expected) {
    Optional<Map<String, String>> values = PathTemplate.parse(template).match(path);
    if (expected == null) {
      assertThat(values).isEmpty();
    } else {
      assertThat(values).isPresent();
      assertThat(values.get().toString()).isEqualTo(expected);
    }
  }
}
