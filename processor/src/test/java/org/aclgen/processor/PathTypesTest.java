package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.junit.jupiter.api.Test;

/**
 * The registry records the Java type each path variable is read as, wherever JAX-RS injects it (a
 * method or locator parameter, a field, a setter, a {@code @BeanParam} bean), so the runtime can
 * put the value into the ACL in the form the resource reads; text variables are left out. A
 * variable a locator reads as text and the method as a number has the number's type.
 */
class PathTypesTest {

  private static final String LINES =
      """
      package p;

      import jakarta.ws.rs.BeanParam;
      import jakarta.ws.rs.GET;
      import jakarta.ws.rs.PUT;
      import jakarta.ws.rs.Path;
      import jakarta.ws.rs.PathParam;
      import org.aclgen.annotations.AclService;
      import org.aclgen.annotations.RequiredAcl;

      @AclService("confd")
      @Path("/users/{user_id}")
      @RequiredAcl
      public class Lines {
        @PathParam("user_id") java.util.UUID userId;
        private boolean enabled;

        @PathParam("enabled")
        public void setEnabled(boolean enabled) {
          this.enabled = enabled;
        }

        @GET
        @Path("lines/{line_id}/{kind}")
        public String line(@PathParam("line_id") int lineId, @PathParam("kind") Kind kind) {
          return "";
        }

        @PUT
        @Path("keys/{position}/{label}")
        public String key(@BeanParam Key key, @PathParam("label") String label) {
          return "";
        }

        @GET
        @Path("flags/{enabled}")
        public String flag() {
          return "";
        }

        @Path("calls/{call_id}")
        public Call call(@PathParam("call_id") Long callId) {
          return new Call();
        }

        @Path("parks/{park_id}")
        public Park park(@PathParam("park_id") String parkId) {
          return new Park();
        }

        public enum Kind { SIP, SCCP }

        @RequiredAcl
        public static class Park {
          @GET
          public String get(@PathParam("park_id") int parkId) {
            return "";
          }
        }

        public static class Key {
          @PathParam("position") Short position;
        }

        @RequiredAcl
        public static class Call {
          @GET
          public String get() {
            return "";
          }
        }
      }
      """;

  @Test
  void everyNonTextPathVariableHasItsJavaType() throws Exception {
    Compilation compilation =
        Fixtures.compiler().compile(JavaFileObjects.forSourceString("p.Lines", LINES));

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> type = new GeneratedClasses(compilation).loadClass("p.ConfdAclRegistry");
    List<AclEntry> entries = ((AclRegistry) type.getConstructor().newInstance()).entries();
    assertThat(entries)
        .extracting(AclEntry::path, AclEntry::pathTypes)
        .containsExactlyInAnyOrder(
            tuple(
                "/users/{user_id}/calls/{call_id}",
                Map.of("user_id", "java.util.UUID", "call_id", "java.lang.Long")),
            tuple(
                "/users/{user_id}/flags/{enabled}",
                Map.of("user_id", "java.util.UUID", "enabled", "boolean")),
            tuple(
                "/users/{user_id}/keys/{position}/{label}",
                Map.of("user_id", "java.util.UUID", "position", "java.lang.Short")),
            tuple(
                "/users/{user_id}/parks/{park_id}",
                Map.of("user_id", "java.util.UUID", "park_id", "int")),
            tuple(
                "/users/{user_id}/lines/{line_id}/{kind}",
                Map.of("user_id", "java.util.UUID", "line_id", "int", "kind", "p.Lines$Kind")));
  }
}
