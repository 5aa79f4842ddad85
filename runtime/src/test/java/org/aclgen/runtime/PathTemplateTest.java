package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.junit.jupiter.api.Test;
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
        "/items/{id: [0-9]{3}}  | /items/123           | {id=123}",
        "/items/{id: [0-9]{3}}/x | /items/123/x        | {id=123}",
        "/items/{ id }          | /items/7             | {id=7}",
        "/things/               | /things              | {}",
        "/things/               | things/              | {}",
        "/things/               | /things//            | none",
        "/                      | /                    | {}",
        "/                      | /x                   | none",
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

  @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.ValueSource(
      strings = {"/items/{id", "/items/id}", "/items/{id: [0-9]{3}", "/items/{}", "/items/{: x}"})
  void malformedTemplatesAreRefused(String template) {
    assertThatThrownBy(() -> PathTemplate.parse(template))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(template);
  }

  @Test
  void aRegexWithBracesIsDeclaredInCodeAsTheProcessorAcceptsIt() {
    AclEntry other =
        new AclEntry(
            "examples",
            "GET",
            "/other",
            "x.X",
            "x()",
            "examples.other.read",
            AclSource.DERIVED,
            Map.of(),
            Map.of(),
            Enforcement.FILTER);
    assertThat(
            AclFeature.builder(token -> Optional.empty())
                .registries(() -> List.of(other))
                .requireAcl("GET", "/items/{id: [0-9]{3}}", "examples.items.{id}.read")
                .build())
        .isNotNull();
  }
}
