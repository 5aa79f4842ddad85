package org.aclgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The public-API record: what it lists, and that the check notices a change and rewrites. */
class PublicApiTest {

  private static final Map<String, String> LIBRARY =
      Map.of(
          "lib/Shapes.java",
          """
          package lib;

          import java.io.IOException;
          import java.util.List;

          /** A public class. */
          public class Shapes<T extends Comparable<T>> implements Comparable<Shapes<T>> {
            public static final String NAME = "shapes";
            protected int size;
            private int hidden;

            public Shapes(List<? extends T> items) {}

            Shapes() {}

            public static <E> List<E> of(E... items) throws IOException {
              return List.of(items);
            }

            protected void grow(int by) {}

            void packagePrivate() {}

            @Override
            public int compareTo(Shapes<T> other) {
              return 0;
            }

            /** Visible: its outer class is. */
            public static final class Square {}

            /** Not visible: private. */
            private static final class Secret {}

            public enum Kind {
              ROUND,
              SQUARE
            }

            public record Point(int x, int y) {}

            /** An annotation with defaults. */
            @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
            public @interface Marked {
              String value() default "a\\"b";

              Kind[] kinds() default {Kind.ROUND};
            }

            /** An interface with a default method. */
            public interface Named {
              String name();

              default String label() {
                return name();
              }
            }
          }
          """,
          "lib/Hidden.java",
          """
          package lib;

          /** Package-private, so not listed, nor is its public nested class. */
          class Hidden {
            public static class Inner {}
          }
          """,
          "lib/internal/Helper.java",
          """
          package lib.internal;

          /** In an internal package: not listed. */
          public final class Helper {}
          """);

  @TempDir Path temp;

  /** The update property of the run that runs these tests: they set and clear it themselves. */
  private String updateOfTheRun;

  @BeforeEach
  void clearUpdate() {
    updateOfTheRun = System.clearProperty(PublicApi.UPDATE_PROPERTY);
  }

  @AfterEach
  void restoreUpdate() {
    if (updateOfTheRun == null) {
      System.clearProperty(PublicApi.UPDATE_PROPERTY);
    } else {
      System.setProperty(PublicApi.UPDATE_PROPERTY, updateOfTheRun);
    }
  }

  @Test
  void listsEveryVisibleDeclarationOnceSortedByType() throws IOException {
    PublicApi api = PublicApi.of("lib", compile("v1", LIBRARY), temp.resolve("lib.api"));

    assertThat(api.text())
        .isEqualTo(
            """
            # The public API of lib: every public or protected type and member of its
            # classes, one declaration a line, sorted by type. Packages named internal are
            # not API and are not listed.
            # A change of the API changes this file: rewrite it with
            #   mvn -B -pl lib -am test -Dtest=PublicApiTest \
            -Dsurefire.failIfNoSpecifiedTests=false -Daclgen.api.update=true

            public class lib.Shapes<T extends java.lang.Comparable<T>> \
            implements java.lang.Comparable<lib.Shapes<T>>
              public static final java.lang.String NAME
              protected int size
              public Shapes(java.util.List<? extends T>)
              public int compareTo(lib.Shapes<T>)
              protected void grow(int)
              public static <E> java.util.List<E> of(E...) throws java.io.IOException

            public static final enum lib.Shapes.Kind
              enum constant ROUND
              enum constant SQUARE
              public static lib.Shapes.Kind valueOf(java.lang.String)
              public static lib.Shapes.Kind[] values()

            @java.lang.annotation.Retention(value=RUNTIME) public static @interface lib.Shapes.Marked
              public lib.Shapes.Kind[] kinds() default {ROUND}
              public java.lang.String value() default "a\\"b"

            public static interface lib.Shapes.Named
              public default java.lang.String label()
              public java.lang.String name()

            public static final record lib.Shapes.Point
              record component int x
              record component int y
              public Point(int, int)
              public final boolean equals(java.lang.Object)
              public final int hashCode()
              public final java.lang.String toString()
              public int x()
              public int y()

            public static final class lib.Shapes.Square
              public Square()
            """);
  }

  @Test
  void failsWithoutARecordNamingTheCommandThatWritesIt() throws IOException {
    PublicApi api = PublicApi.of("lib", compile("v1", LIBRARY), temp.resolve("api/lib.api"));

    assertThatThrownBy(api::assertRecorded)
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("The public API of lib has no record " + temp.resolve("api/lib.api"))
        .hasMessageContaining("-Daclgen.api.update=true");
  }

  @Test
  void theUpdatePropertyRewritesTheRecordWhichThenHolds() throws IOException {
    Path record = temp.resolve("api/lib.api");
    PublicApi api = PublicApi.of("lib", compile("v1", LIBRARY), record);

    System.setProperty(PublicApi.UPDATE_PROPERTY, "true");
    api.assertRecorded();
    System.clearProperty(PublicApi.UPDATE_PROPERTY);

    assertThat(Files.readString(record)).isEqualTo(api.text());
    api.assertRecorded();
  }

  @Test
  void aChangedSignatureFailsWithTheDifferenceUntilTheRecordIsRewritten() throws IOException {
    Path record = temp.resolve("lib.api");
    Files.writeString(record, PublicApi.of("lib", compile("v1", LIBRARY), record).text());
    Map<String, String> changed = new java.util.HashMap<>(LIBRARY);
    changed.put(
        "lib/Shapes.java",
        LIBRARY.get("lib/Shapes.java").replace("void grow(int by)", "void grow(long by)"));
    PublicApi api = PublicApi.of("lib", compile("v2", changed), record);

    assertThatThrownBy(api::assertRecorded)
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("The public API of lib is not the one recorded in " + record)
        .hasMessageContaining(
            """
            @@ public class lib.Shapes<T extends java.lang.Comparable<T>> \
            implements java.lang.Comparable<lib.Shapes<T>>
            -   protected void grow(int)
            +   protected void grow(long)
            """)
        .hasMessageContaining("mvn -B -pl lib -am test -Dtest=PublicApiTest");

    System.setProperty(PublicApi.UPDATE_PROPERTY, "true");
    api.assertRecorded();
    System.clearProperty(PublicApi.UPDATE_PROPERTY);
    assertThat(Files.readString(record)).contains("  protected void grow(long)\n");
    api.assertRecorded();
  }

  @Test
  void anAddedMemberAndAnExcludedPackageShowInTheRecord() throws IOException {
    Path v1 = compile("v1", LIBRARY);
    Map<String, String> grown = new java.util.HashMap<>(LIBRARY);
    grown.put(
        "lib/Shapes.java",
        LIBRARY.get("lib/Shapes.java").replace("void packagePrivate()", "public void added()"));
    grown.put("lib/stage/Step.java", "package lib.stage;\n\npublic final class Step {}\n");
    Path v2 = compile("v2", grown);

    String before = PublicApi.of("lib", v1, temp.resolve("lib.api")).text();
    String after = PublicApi.of("lib", v2, temp.resolve("lib.api")).excluding("lib.stage").text();

    assertThat(LineDiff.of(before, after))
        .contains("+ # Not API, not listed: lib.stage and its subpackages.\n")
        .contains("+   public void added()\n")
        .doesNotContain("Step");
  }

  @Test
  void anExcludedPackageWithoutClassesIsAnError() throws IOException {
    PublicApi api =
        PublicApi.of("lib", compile("v1", LIBRARY), temp.resolve("lib.api")).excluding("lib.gone");

    assertThatThrownBy(api::text)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("excluded packages without any class")
        .hasMessageContaining("[lib.gone]");
  }

  @Test
  void aPackagePrivateClassIsNeverLoadedSoItsAbsentSupertypeDoesNotMatter() throws IOException {
    Map<String, String> sources = new java.util.HashMap<>(LIBRARY);
    sources.put("optional/Base.java", "package optional;\n\npublic class Base {}\n");
    sources.put(
        "lib/Binder.java",
        """
        package lib;

        final class Binder extends optional.Base {
          static final long BIG = 1L << 40;
          static final double RATIO = 0.25;
          String text = "a constant pool with longs and doubles, " + BIG + RATIO;
        }
        """);
    sources.put(
        "lib/Limits.java",
        """
        package lib;

        public final class Limits {
          public static final long MOST = 1L << 41;
          public static final double SHARE = 0.75;
          private Limits() {}
        }
        """);
    Path classes = compile("optional", sources);
    Files.delete(classes.resolve("optional/Base.class")); // as an optional dependency left out

    String text = PublicApi.of("lib", classes, temp.resolve("lib.api")).text();

    assertThat(text)
        .contains("public final class lib.Limits\n")
        .contains("  public static final long MOST\n")
        .doesNotContain("Binder");
  }

  /** Compiles {@code sources} (path to text) into a directory of classes of its own. */
  private Path compile(String name, Map<String, String> sources) throws IOException {
    Path sourceDirectory = temp.resolve(name + "-src");
    Path classes = temp.resolve(name + "-classes");
    Files.createDirectories(classes);
    List<String> arguments = new ArrayList<>(List.of("-d", classes.toString(), "-nowarn"));
    for (Map.Entry<String, String> source : sources.entrySet()) {
      Path file = sourceDirectory.resolve(source.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, source.getValue(), StandardCharsets.UTF_8);
      arguments.add(file.toString());
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertThat(javac.run(null, null, null, arguments.toArray(new String[0])))
        .as("javac exit code")
        .isZero();
    return classes;
  }
}
