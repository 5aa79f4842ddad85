package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.RandomGenerator;
import net.jqwik.api.lifecycle.AfterContainer;
import org.aclgen.acl.AclSyntaxException;
import org.aclgen.acl.AclTemplate;
import org.aclgen.processor.AclProcessor;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.Form;

/**
 * Generated {@code @RequiredAcl} strings and {@code @Path} templates compiled with the real
 * processor: every compilation either succeeds or fails with aclgen diagnostics, never with a crash
 * of the processor; a malformed ACL is always an {@code [aclgen.syntax]} error, and a well-formed
 * one on plain paths always compiles. The number of tries is {@code jqwik.tries.default} (60 in the
 * short form, 2,000 in the full one).
 */
class ProcessorFuzzTest {

  private static final int TRIES = Form.pick(120, 2_000);
  private static final int GEN_SIZE = 1_000;
  private static final long SEED = Long.getLong("reliability.seed", System.nanoTime());
  private static final AtomicLong COMPILATIONS = new AtomicLong();
  private static final AtomicLong SUCCEEDED = new AtomicLong();
  private static final AtomicLong SYNTAX_ERRORS = new AtomicLong();
  private static final AtomicLong OTHER_DIAGNOSED = new AtomicLong();

  @Example
  void anyAclAndPathIsASuccessOrADiagnosticNeverACrash() {
    Random random = new Random(SEED);
    RandomGenerator<String> aclGenerator = acls().generator(GEN_SIZE);
    RandomGenerator<String> pathGenerator = paths().generator(GEN_SIZE);
    for (int i = 0; i < TRIES; i++) {
      String acl = aclGenerator.next(random).value();
      String classPath = pathGenerator.next(random).value();
      String methodPath = pathGenerator.next(random).value();
      boolean derived = random.nextInt(4) == 0;
      String input =
          String.format(
              "seed %d, try %d: @Path(\"%s\") @Path(\"%s\") %s",
              SEED, i, java(classPath), java(methodPath), derived ? "derived" : java(acl));
      try {
        checkOne(acl, classPath, methodPath, derived);
      } catch (AssertionError | RuntimeException e) {
        throw new AssertionError(input + ": " + e.getMessage(), e);
      }
    }
  }

  private static void checkOne(String acl, String classPath, String methodPath, boolean derived) {
    Compilation compilation = compile(acl, classPath, methodPath, derived);

    List<String> errors = messages(compilation, Diagnostic.Kind.ERROR);
    assertThat(errors).noneMatch(e -> e.contains("[aclgen.crash]"));
    assertThat(errors)
        .allMatch(e -> e.startsWith("[aclgen."), "every error is an aclgen diagnostic");
    if (compilation.status() == Compilation.Status.SUCCESS) {
      SUCCEEDED.incrementAndGet();
    } else {
      assertThat(errors).isNotEmpty();
    }
    // An empty @RequiredAcl value is the annotation's default: derive the ACL.
    if (!derived && !acl.isEmpty() && !isWellFormedTemplate(acl)) {
      assertThat(errors).anyMatch(e -> e.startsWith("[aclgen.syntax]"));
      SYNTAX_ERRORS.incrementAndGet();
    } else if (!errors.isEmpty()) {
      OTHER_DIAGNOSED.incrementAndGet();
    }
  }

  @Example
  void aWellFormedAclOnPlainPathsAlwaysCompiles() {
    Random random = new Random(SEED);
    RandomGenerator<List<String>> generator = plainWords().generator(GEN_SIZE);
    for (int i = 0; i < TRIES / 4; i++) {
      checkPlain(generator.next(random).value(), generator.next(random).value());
    }
  }

  private static void checkPlain(List<String> words, List<String> pathWords) {
    String path = "/" + String.join("/", pathWords) + "/{user_id}";
    String acl = "fuzz." + String.join(".", words) + ".{user_id}.read";

    Compilation compilation = compile(acl, "/", path, false);

    assertThat(compilation.status())
        .as("%s on %s: %s", acl, path, compilation.diagnostics())
        .isEqualTo(Compilation.Status.SUCCESS);
  }

  private static Arbitrary<String> acls() {
    Arbitrary<String> pieces =
        Arbitraries.of(
            "fuzz",
            "users",
            "a",
            "me",
            "ME",
            ".",
            ".",
            ".",
            "*",
            "#",
            "{user_id}",
            "{x}",
            "{",
            "}",
            "{}",
            "!",
            "%",
            "%2E",
            " ",
            "\t",
            "-",
            "_",
            "\u00e9",
            "\\",
            "\"",
            "read",
            "{ user_id }",
            "{user_id",
            "user_id}",
            "\u0000",
            "\n");
    return pieces.list().ofMinSize(0).ofMaxSize(10).map(parts -> String.join("", parts));
  }

  private static Arbitrary<String> paths() {
    Arbitrary<String> segments =
        Arbitraries.of(
            "users",
            "{user_id}",
            "{x}",
            "{x: [0-9]+}",
            "{x:}",
            "{",
            "}",
            "{}",
            "",
            "a.b",
            "{user_id}.json",
            "*",
            "#",
            "%2F",
            " ",
            "\u00e9",
            "{ user_id }",
            "{x: a{2}}",
            "me",
            "..");
    return segments
        .list()
        .ofMinSize(0)
        .ofMaxSize(5)
        .flatMap(parts -> Arbitraries.of("/", "").map(lead -> lead + String.join("/", parts)));
  }

  private static Arbitrary<List<String>> plainWords() {
    return Arbitraries.strings()
        .withCharRange('a', 'z')
        .withChars('-', '_')
        .ofMinLength(1)
        .ofMaxLength(8)
        .filter(w -> Character.isLetter(w.charAt(0)))
        .list()
        .ofMinSize(1)
        .ofMaxSize(4);
  }

  @AfterContainer
  static void publish() {
    Figures.of("bad input: processor fuzz")
        .put("seed (rerun with -Dreliability.seed=...)", SEED)
        .put("compilations", COMPILATIONS.get())
        .put("succeeded", SUCCEEDED.get())
        .put("malformed ACLs reported as [aclgen.syntax]", SYNTAX_ERRORS.get())
        .put("other compilations with aclgen errors", OTHER_DIAGNOSED.get())
        .put("processor crashes", 0)
        .publish();
  }

  private static Compilation compile(
      String acl, String classPath, String methodPath, boolean derived) {
    COMPILATIONS.incrementAndGet();
    String annotation = derived ? "@RequiredAcl" : "@RequiredAcl(\"" + java(acl) + "\")";
    String source =
        String.join(
            "\n",
            "package fuzz;",
            "",
            "import jakarta.ws.rs.GET;",
            "import jakarta.ws.rs.Path;",
            "import org.aclgen.annotations.RequiredAcl;",
            "",
            "@Path(\"" + java(classPath) + "\")",
            "public class Fuzzed {",
            "  @GET",
            "  @Path(\"" + java(methodPath) + "\")",
            "  " + annotation,
            "  public String get() {",
            "    return \"\";",
            "  }",
            "}",
            "");
    JavaFileObject file = JavaFileObjects.forSourceString("fuzz.Fuzzed", source);
    return Compiler.javac()
        .withProcessors(new AclProcessor())
        .withOptions("-Aaclgen.service=fuzz", "-proc:only")
        .compile(file);
  }

  private static List<String> messages(Compilation compilation, Diagnostic.Kind kind) {
    return compilation.diagnostics().stream()
        .filter(d -> d.getKind() == kind)
        .map(d -> d.getMessage(Locale.ROOT))
        .collect(Collectors.toList());
  }

  private static boolean isWellFormedTemplate(String acl) {
    try {
      AclTemplate.parse(acl);
      return true;
    } catch (AclSyntaxException e) {
      return false;
    }
  }

  /** {@code text} as the inside of a Java string literal. */
  private static String java(String text) {
    StringBuilder out = new StringBuilder();
    for (char c : text.toCharArray()) {
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '"' -> out.append("\\\"");
        case '\n' -> out.append("\\n");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\%03o", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.toString();
  }
}
