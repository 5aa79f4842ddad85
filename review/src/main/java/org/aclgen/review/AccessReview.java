package org.aclgen.review;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command-line tool that compares the access of two builds.
 *
 * <pre>
 * java -cp aclgen-review.jar:aclgen-acl.jar org.aclgen.review.AccessReview \
 *     [--policy roles.txt] [--format text|markdown|json] [--output report.md] BEFORE AFTER
 * </pre>
 *
 * <p>{@code BEFORE} and {@code AFTER} are each a jar, a class directory, a registry table or a
 * baseline file (see {@link Builds}). The report goes to the standard output, or to the file given
 * by {@code --output}. Exit codes: {@value Review#UNCHANGED_OR_NARROWED} when nothing changed or
 * access only narrowed, {@value Review#WIDENED} when some change widens access, {@value
 * Review#USAGE_ERROR} for a wrong command line or an input that cannot be read (1 stays what the
 * JVM answers for an uncaught error, so that a crash never reads as a verdict).
 */
public final class AccessReview {
  static final String USAGE =
      "usage: aclgen-review [--policy <roles file>] [--format text|markdown|json]"
          + " [--output <file>] <before> <after>\n"
          + "  <before>, <after>: a jar, a class directory, a registry table (acl-registry.tsv)"
          + " or an access baseline\n"
          + "  exit code: 0 unchanged or narrowed only, 3 access widened, 2 usage or input error";

  private AccessReview() {}

  /** Runs the tool and exits with its code. */
  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /**
   * Runs the tool.
   *
   * @return the exit code
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    String format = "text";
    Path policyFile = null;
    Path output = null;
    List<String> inputs = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--help") || arg.equals("-h")) {
        out.println(USAGE);
        return Review.UNCHANGED_OR_NARROWED;
      }
      if (arg.equals("--policy") || arg.equals("--format") || arg.equals("--output")) {
        if (i + 1 == args.length) {
          return usage(err, arg + " needs a value");
        }
        String value = args[++i];
        switch (arg) {
          case "--policy" -> policyFile = Path.of(value);
          case "--output" -> output = Path.of(value);
          default -> format = value;
        }
      } else if (arg.startsWith("--")) {
        return usage(err, "unknown option " + arg);
      } else {
        inputs.add(arg);
      }
    }
    if (inputs.size() != 2) {
      return usage(err, "expected two builds to compare, got " + inputs.size());
    }
    if (!List.of("text", "markdown", "json").contains(format)) {
      return usage(err, "unknown format " + format + "; one of text, markdown, json");
    }
    try {
      Policy policy =
          policyFile == null
              ? Policy.none()
              : Policy.parse(Builds.readBounded(policyFile), policyFile.toString());
      Review review =
          Review.of(
              Builds.read(Path.of(inputs.get(0))), Builds.read(Path.of(inputs.get(1))), policy);
      String report =
          switch (format) {
            case "markdown" -> review.markdown();
            case "json" -> review.json();
            default -> review.text();
          };
      if (output == null) {
        out.print(report);
        out.flush();
      } else {
        Files.writeString(output, report, StandardCharsets.UTF_8);
      }
      return review.exitCode();
    } catch (IllegalArgumentException e) {
      err.println("aclgen-review: " + e.getMessage());
      return Review.USAGE_ERROR;
    } catch (IOException e) {
      err.println("aclgen-review: cannot write " + output + ": " + e);
      return Review.USAGE_ERROR;
    }
  }

  private static int usage(PrintStream err, String problem) {
    err.println("aclgen-review: " + problem);
    err.println(USAGE);
    return Review.USAGE_ERROR;
  }
}
