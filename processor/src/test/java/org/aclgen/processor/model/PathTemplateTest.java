package org.aclgen.processor.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PathTemplateTest {

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "/users/{user_id}|lines|/users/{user_id}/lines",
        "users/|/{id: [0-9]+}/|/users/{id}",
        "/|/|/",
        "/a//b|{n: [0-9]{2,3}}|/a/b/{n}",
        "/files|{path: .+/.+}|/files/{path}",
      })
  void composesAndDropsRegexes(String classPath, String methodPath, String expected) {
    assertThat(PathTemplate.compose(List.of(classPath, methodPath)).text()).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "confd|GET|/users/{user_id}/lines|confd.users.{user_id}.lines.read",
        "confd|PUT|/lines/{line_id}/extensions/{extension_id}|confd.lines.{line_id}.extensions.{extension_id}.update",
        "calld|GET|/users/me/calls|calld.users.me.calls.read",
        "confd|PATCH|/users|confd.users.update",
        "confd|HEAD|/users|confd.users.read",
        "confd|POST|/|confd.create",
      })
  void derivesByTheNamingRule(String service, String method, String path, String acl) {
    PathTemplate template = PathTemplate.compose(List.of(path));
    assertThat(AclDerivation.derive(service, method, template).template()).isEqualTo(acl);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "GET|/files/{name}.json|PATH_SEGMENT",
        "GET|/v1.2/users|PATH_SEGMENT",
        "GET|/a/b*|PATH_SEGMENT",
        "PROPFIND|/files|CUSTOM_METHOD",
      })
  void refusesWhatIsNotOneWordPerSegment(String method, String path, String problem) {
    PathTemplate template = PathTemplate.compose(List.of(path));
    assertThat(AclDerivation.derive("confd", method, template).problem().name()).isEqualTo(problem);
  }
}
