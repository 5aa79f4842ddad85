package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Sub-resources the processor cannot reach from a root: locators that return {@code Object}, an
 * interface or a class whose subclasses add methods, and classes no locator declares.
 */
class SubResourcesTest {
  private static final String REGISTRY = "test.TestAclRegistry";

  /** Jersey's bookstore shape: {@code getItem()} returns {@code Item}, {@code CD} adds tracks. */
  private static final String BOOKSTORE =
      """
      package test;

      import jakarta.ws.rs.*;
      import org.aclgen.annotations.*;

      @Path("/items")
      public class Bookstore {
        @Path("{itemid}")
        public Item getItem(@PathParam("itemid") String id) { return new CD(); }

        @Path("{database}-db")
        public Object getDatabase(@PathParam("database") String db) { return null; } // object

        @Path("any")
        @SuppressWarnings("aclgen")
        public Object quiet() { return null; }
      }

      class Item {
        @GET
        @RequiredAcl("examples.items.{itemid}.read")
        public String getTitle() { return ""; }
      }

      class CD extends Item {
        @Path("tracks/{num}")
        public Track getTrack(@PathParam("num") int num) { return new Track(); }

        @GET
        @Path("cover")
        public String cover() { return ""; } // no acl
      }

      class Track {
        @GET
        @RequiredAcl("examples.items.{itemid}.tracks.{num}.read")
        public String get() { return ""; }

        @DELETE
        @PublicResource
        public void remove() {}
      }
      """;

  private static Compilation compile(String source) {
    return Fixtures.compile(
        "test.Bookstore", source, "aclgen.service=examples", "aclgen.registryClass=" + REGISTRY);
  }

  private static JavaFileObject file(Compilation compilation) {
    return compilation.sourceFiles().get(0);
  }

  @Test
  void opaqueLocatorsAreWarnedAboutOnTheLocator() {
    Compilation compilation = compile(BOOKSTORE);

    assertThat(compilation).succeeded();
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.opaque-locator] locator test.Bookstore.getDatabase(java.lang.String) at"
                + " /items/{database}-db returns java.lang.Object, so aclgen cannot see the"
                + " resource methods of what it returns at run time. The methods of the classes"
                + " this compilation holds get registry entries by class and method when they"
                + " carry @RequiredAcl or @PublicResource; the runtime refuses (403) every other"
                + " one. Declare the concrete return type if there is one; otherwise annotate each"
                + " resource method such a class has, then add @SuppressWarnings(\"aclgen\") on"
                + " the locator")
        .inFile(file(compilation))
        .onLineContaining("// object");
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.opaque-locator] locator test.Bookstore.getItem(java.lang.String) at"
                + " /items/{itemid} returns test.Item (test.CD adds resource methods or locators"
                + " (getTrack, cover)), so aclgen cannot see")
        .inFile(file(compilation))
        .onLineContaining("public Item getItem");
  }

  @Test
  void unreachedClassesGetEntriesKeyedByClassAndMethod() {
    Compilation compilation = compile(BOOKSTORE);

    String registry = Fixtures.generatedSource(compilation, REGISTRY);
    assertThat(registry)
        .containsPattern(
            "examples +GET +\\.\\.\\./tracks/\\{num} +test\\.Track +get\\(\\)"
                + " +examples\\.items\\.\\{itemid}\\.tracks\\.\\{num}\\.read +EXPLICIT")
        .containsPattern(
            "examples +DELETE +\\.\\.\\./tracks/\\{num} +test\\.Track +remove\\(\\) +-")
        .containsPattern("examples +GET +\\.\\.\\. +test\\.CD +getTitle\\(\\) +examples\\.items")
        .doesNotContainPattern("test\\.CD +cover\\(\\)");
    assertThat(Fixtures.generatedResource(compilation, "META-INF/aclgen/examples/openapi.yaml"))
        .get()
        .asString()
        .doesNotContain("...");
  }

  @Test
  void unreachedMethodsWithoutAclAreNamedInAWarning() {
    Compilation compilation = compile(BOOKSTORE);

    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.unreached] test.CD is not reached from a root resource of this compilation,"
                + " so its full path is known only at run time and the runtime refuses (403) its"
                + " resource methods without @RequiredAcl or @PublicResource: GET .../cover"
                + " cover(). Annotate each of them")
        .inFile(file(compilation))
        .onLineContaining("class CD extends Item");
    assertThat(compilation).hadWarningCount(3);
  }

  @Test
  void annotationsOfUnreachedClassesAreValidated() {
    Compilation compilation =
        compile(
            """
            package test;

            import jakarta.ws.rs.*;
            import org.aclgen.annotations.*;

            @Path("/items/{itemid}")
            public class Bookstore {
              @GET
              @RequiredAcl
              public String list() { return ""; }
            }

            class CD {
              @GET
              @Path("tracks/{num}")
              @RequiredAcl("examples..tracks.{nope}.read") // malformed
              public String track() { return ""; }

              @GET
              @Path("tracks/{num}/title")
              @RequiredAcl("examples.items.{itemid}.tracks.{nmu}.title.read") // typo
              public String title() { return ""; }

              @GET
              @Path("cover")
              @RequiredAcl // derive
              public String cover() { return ""; }
            }
            """);

    assertThat(compilation).hadErrorCount(3);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.syntax] Malformed ACL template \"examples..tracks.{nope}.read\" at position 9")
        .inFile(file(compilation))
        .onLineContaining("// malformed");
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.placeholder] {nmu} is not a path variable of GET .../tracks/{num}/title nor"
                + " of any @Path of this compilation; path variables there are: num, and elsewhere:"
                + " itemid. At run time each placeholder is filled from the path parameters of the"
                + " whole locator chain; use one of them, or a literal word")
        .inFile(file(compilation))
        .onLineContaining("// typo");
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.opaque-derive] the ACL of GET .../cover cannot be derived: test.CD is not"
                + " reached from a root resource, so its full path is known only at run time;"
                + " write the template, such as @RequiredAcl(\"examples.x.cover.read\")")
        .inFile(file(compilation))
        .onLineContaining("// derive");
  }

  @Test
  void annotationsOfInterfacesWithoutImplementationAreValidated() {
    Compilation compilation =
        compile(
            """
            package test;

            import jakarta.ws.rs.*;
            import org.aclgen.annotations.*;

            @Path("/items")
            public interface Bookstore {
              @GET
              @RequiredAcl("examples..items.read") // malformed
              String list();
            }
            """);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.syntax] Malformed ACL template \"examples..items.read\" at position 9")
        .inFile(file(compilation))
        .onLineContaining("// malformed");
  }

  @Test
  void locatorsReturningAnInterfaceOrAnAbstractClassAreOpaque() {
    Compilation compilation =
        compile(
            """
            package test;

            import jakarta.ws.rs.*;
            import org.aclgen.annotations.*;

            @Path("/items")
            public class Bookstore {
              @Path("api")
              public ItemApi api() { return null; } // interface

              @Path("base")
              public Base base() { return null; } // abstract
            }

            interface ItemApi {
              @GET
              @RequiredAcl("examples.items.api.read")
              String get();
            }

            abstract class Base {
              @GET
              @RequiredAcl("examples.items.base.read")
              public String get() { return ""; }
            }
            """);

    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(2);
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.opaque-locator] locator test.Bookstore.api() at /items/api returns"
                + " test.ItemApi (an interface), so aclgen cannot see")
        .inFile(file(compilation))
        .onLineContaining("// interface");
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.opaque-locator] locator test.Bookstore.base() at /items/base returns"
                + " test.Base (an abstract class), so aclgen cannot see")
        .inFile(file(compilation))
        .onLineContaining("// abstract");
  }
}
