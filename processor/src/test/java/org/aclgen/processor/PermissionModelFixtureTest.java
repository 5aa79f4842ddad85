package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.google.testing.compile.Compilation;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.processor.Fixtures.Namespace;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The endpoints of permission-model.md, compiled in both JAX-RS namespaces: the generated registry
 * is loaded and run, and its entries must follow the naming rule and match what reflection sees.
 */
class PermissionModelFixtureTest {
  static final String REGISTRY = "com.example.CalldConfdAclRegistry";

  static Compilation compilePlatform(Namespace namespace) {
    return Fixtures.compiler("aclgen.productPrefix=wazo-", "aclgen.missingAcl=error")
        .compile(Fixtures.sources("platform", namespace));
  }

  @ParameterizedTest
  @EnumSource(Namespace.class)
  void derivedAclsFollowTheNamingRule(Namespace namespace) throws Exception {
    Compilation compilation = compilePlatform(namespace);
    assertThat(compilation).succeededWithoutWarnings();

    List<AclEntry> entries = registry(compilation).entries();

    assertThat(entries)
        .extracting(AclEntry::httpMethod, AclEntry::path, AclEntry::aclTemplate, AclEntry::source)
        .containsExactly(
            tuple(
                "GET",
                "/extensions/{extension_id}/lines",
                "confd.extensions.{extension_id}.lines.read",
                AclSource.DERIVED),
            tuple(
                "PUT",
                "/lines/{line_id}/extensions/{extension_id}",
                "confd.lines.{line_id}.extensions.{extension_id}.update",
                AclSource.DERIVED),
            tuple("GET", "/status", null, AclSource.PUBLIC),
            tuple("GET", "/users/me/calls", "calld.users.me.calls.read", AclSource.DERIVED),
            tuple("POST", "/users/me/calls", "calld.users.me.calls.create", AclSource.DERIVED),
            tuple(
                "DELETE",
                "/users/me/calls/{call_id}",
                "calld.users.me.calls.{call_id}.delete",
                AclSource.EXPLICIT),
            tuple(
                "GET", "/users/me/transfers", "calld.users.me.transfers.read", AclSource.EXPLICIT),
            tuple(
                "GET", "/users/{user_id}/cti", "confd.users.{user_id}.cti.read", AclSource.DERIVED),
            tuple(
                "GET",
                "/users/{user_id}/funckeys",
                "confd.users.{user_id}.funckeys.read",
                AclSource.DERIVED),
            tuple(
                "GET",
                "/users/{user_id}/funckeys/templates",
                "confd.users.{user_id}.funckeys.templates.read",
                AclSource.DERIVED),
            tuple(
                "DELETE",
                "/users/{user_id}/funckeys/{position}",
                "confd.users.{user_id}.funckeys.{position}.delete",
                AclSource.DERIVED),
            tuple(
                "GET",
                "/users/{user_id}/funckeys/{position}",
                "confd.users.{user_id}.funckeys.{position}.read",
                AclSource.DERIVED),
            tuple(
                "PUT",
                "/users/{user_id}/funckeys/{position}",
                "confd.users.{user_id}.funckeys.{position}.update",
                AclSource.DERIVED),
            tuple(
                "GET",
                "/users/{user_id}/lines",
                "confd.users.{user_id}.lines.read",
                AclSource.DERIVED),
            tuple(
                "GET",
                "/users/{user_id}/lines/{line_id}",
                "confd.users.{user_id}.lines.{line_id}.read",
                AclSource.DERIVED),
            tuple(
                "PUT",
                "/users/{user_id}/lines/{line_id}",
                "confd.users.{user_id}.lines.{line_id}.update",
                AclSource.DERIVED),
            tuple(
                "GET",
                "/users/{user_id}/voicemail",
                "confd.users.{user_id}.voicemail.read",
                AclSource.DERIVED));
    assertThat(entries)
        .allSatisfy(
            e -> assertThat(e.service()).isEqualTo(e.path().contains("/me/") ? "calld" : "confd"));
  }

  @ParameterizedTest
  @EnumSource(Namespace.class)
  void entriesNameTheMethodsThatReflectionSees(Namespace namespace) throws Exception {
    Compilation compilation = compilePlatform(namespace);
    GeneratedClasses classes = new GeneratedClasses(compilation);

    for (AclEntry entry : registry(compilation).entries()) {
      Class<?> resource = classes.loadClass(entry.resourceClass());
      List<String> signatures =
          Arrays.stream(resource.getMethods()).map(PermissionModelFixtureTest::signature).toList();
      assertThat(signatures).as("methods of %s", resource).contains(entry.methodSignature());
    }
  }

  @ParameterizedTest
  @EnumSource(Namespace.class)
  void inheritedAndSubResourceMethodsNameTheServingClass(Namespace namespace) throws Exception {
    List<AclEntry> entries = registry(compilePlatform(namespace)).entries();

    assertThat(entries)
        .filteredOn(
            e ->
                e.path().startsWith("/lines/")
                    || e.path().startsWith("/extensions/")
                    || e.path().equals("/users/{user_id}/funckeys/{position}"))
        .extracting(AclEntry::resourceClass, AclEntry::methodSignature)
        .containsExactly(
            tuple("com.example.confd.ExtensionResource", "lines(long,int,int,java.lang.Integer)"),
            tuple("com.example.confd.LineResource", "associateExtension(long,long)"),
            tuple("com.example.confd.FuncKeyResource", "delete(int)"),
            tuple("com.example.confd.FuncKeyResource", "get(int)"),
            tuple("com.example.confd.FuncKeyResource", "update(int,java.lang.String)"));
  }

  static AclRegistry registry(Compilation compilation) throws ReflectiveOperationException {
    Class<?> type = new GeneratedClasses(compilation).loadClass(REGISTRY);
    return (AclRegistry) type.getConstructor().newInstance();
  }

  private static String signature(Method method) {
    return Arrays.stream(method.getParameterTypes())
        .map(Class::getTypeName)
        .collect(Collectors.joining(",", method.getName() + "(", ")"));
  }
}
