package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.File;
import java.util.List;
import javax.tools.JavaFileObject;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.annotations.RequiredAcl;
import org.junit.jupiter.api.Test;

/**
 * A registry that nothing would enforce: the registry's interface on the class path (it comes with
 * {@code aclgen-acl}, which {@code aclgen-openapi} brings too) but no aclgen runtime, as in an
 * application that forgot {@code aclgen-quarkus} or {@code aclgen-runtime}. It would serve every
 * operation without a token while its OpenAPI document names their ACLs.
 */
class NoRuntimeTest {

  private static final JavaFileObject USERS =
      JavaFileObjects.forSourceString(
          "com.example.Users",
          """
          package com.example;

          import jakarta.ws.rs.*;
          import org.aclgen.annotations.*;

          @Path("/users")
          @RequiredAcl
          public class Users {
            @GET
            public String list() { return ""; }

            @DELETE
            @Path("{user_id}")
            public void delete(@PathParam("user_id") String id) {}

            @GET
            @Path("status")
            @PublicResource("a health check")
            public String status() { return ""; }
          }
          """);

  private static final JavaFileObject STATUS =
      JavaFileObjects.forSourceString(
          "com.example.Status",
          """
          package com.example;

          import jakarta.ws.rs.*;
          import org.aclgen.annotations.*;

          @Path("/status")
          @PublicResource("a health check")
          public class Status {
            @GET
            public String get() { return ""; }
          }
          """);

  @Test
  void aRegistryWithoutAnyRuntimeFailsTheBuildNamingTheDependency() {
    Compilation compilation =
        Fixtures.compiler("aclgen.service=confd").withClasspath(withoutRuntime()).compile(USERS);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.no-runtime] no aclgen runtime is on the compile class path (no class"
                + " org.aclgen.runtime.AclFeature), so nothing would enforce the ACLs of the 2"
                + " operation(s) of this compilation, such as GET /users: the application would"
                + " serve them without a token. Add the dependency org.aclgen:aclgen-quarkus"
                + " (Quarkus), org.aclgen:aclgen-runtime (Jakarta REST) or"
                + " org.aclgen:aclgen-runtime-javax (javax.ws.rs); for a library of resources"
                + " whose application brings the runtime, or ACLs enforced some other way, set"
                + " -Aaclgen.runtime=elsewhere");
  }

  @Test
  void aLibraryOfResourcesSaysItsApplicationBringsTheRuntime() {
    Compilation compilation =
        Fixtures.compiler("aclgen.service=confd", "aclgen.runtime=elsewhere")
            .withClasspath(withoutRuntime())
            .compile(USERS);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(Fixtures.generatedSource(compilation, "com.example.ConfdAclRegistry"))
        .contains("confd.users.{user_id}.delete");
  }

  @Test
  void withoutTheRegistrysInterfaceEitherTheBuildFailsAlike() {
    // Neither aclgen-acl nor a runtime: the descriptions alone would be written.
    Compilation compilation =
        Fixtures.compiler("aclgen.service=confd")
            .withClasspath(
                List.of(
                    Fixtures.jarOf(RequiredAcl.class), Fixtures.jarOf(jakarta.ws.rs.Path.class)))
            .compile(USERS);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[aclgen.no-runtime]");
  }

  @Test
  void onlyPublicOperationsNeedNoRuntime() {
    Compilation compilation =
        Fixtures.compiler("aclgen.service=confd").withClasspath(withoutRuntime()).compile(STATUS);

    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void withTheRuntimeTheRegistryCompilesAsBefore() {
    Compilation compilation = Fixtures.compiler("aclgen.service=confd").compile(USERS);

    assertThat(compilation).succeededWithoutWarnings();
  }

  /** The annotations, JAX-RS and the registry's interface, without any aclgen runtime. */
  private static List<File> withoutRuntime() {
    return List.of(
        Fixtures.jarOf(RequiredAcl.class),
        Fixtures.jarOf(jakarta.ws.rs.Path.class),
        Fixtures.jarOf(AclRegistry.class));
  }
}
