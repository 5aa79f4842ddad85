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
 * <p>With {@code aclgen-acl.jar} beside it, {@code java -jar aclgen-review.jar ...} does the same
 * (its manifest names the main class and that jar).
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
    Arguments arguments;
    try {
      arguments = Arguments.parse(args);
    } catch (IllegalArgumentException e) {
      return usage(err, e.getMessage());
    }
    if (arguments == null) {
      out.println(USAGE);
      return Review.UNCHANGED_OR_NARROWED;
    }
    try {
      Review review = arguments.review();
      String report =
          switch (arguments.format()) {
            case "markdown" -> review.markdown();
            case "json" -> review.json();
            default -> review.text();
          };
      if (arguments.output() == null) {
        out.print(report);
        out.flush();
      } else {
        Files.writeString(arguments.output(), report, StandardCharsets.UTF_8);
      }
      return review.exitCode();
    } catch (IllegalArgumentException e) {
      err.println("aclgen-review: " + e.getMessage());
      return Review.USAGE_ERROR;
    } catch (IOException e) {
      err.println("aclgen-review: cannot write " + arguments.output() + ": " + e);
      return Review.USAGE_ERROR;
    }
  }

  /** The command line, checked. */
  private record Arguments(String format, Path policy, Path output, Path before, Path after) {

    private static final List<String> FORMATS = List.of("text", "markdown", "json");

    /**
     * The arguments; {@code null} if help was asked for.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static Arguments parse(String[] args) {
      String format = "text";
      Path policy = null;
      Path output = null;
      List<String> builds = new ArrayList<>();
      for (int i = 0; i < args.length; i++) {
        String arg = args[i];
        switch (arg) {
          case "--help", "-h" -> {
            return null;
          }
          case "--policy", "--format", "--output" -> {
            if (i + 1 == args.length) {
              throw new IllegalArgumentException(arg + " needs a value");
            }
            String value = args[++i];
            if (arg.equals("--policy")) {
              policy = Path.of(value);
            } else if (arg.equals("--output")) {
              output = Path.of(value);
            } else {
              format = value;
            }
          }
          default -> {
            if (arg.startsWith("--")) {
              throw new IllegalArgumentException("unknown option " + arg);
            }
            builds.add(arg);
          }
        }
      }
      if (builds.size() != 2) {
        throw new IllegalArgumentException("expected two builds to compare, got " + builds.size());
      }
      if (!FORMATS.contains(format)) {
        throw new IllegalArgumentException(
            "unknown format " + format + "; one of text, markdown, json");
      }
      return new Arguments(format, policy, output, Path.of(builds.get(0)), Path.of(builds.get(1)));
    }

    /** Reads both builds and the policy, and reviews the change. */
    Review review() {
      Policy roles =
          policy == null
              ? Policy.none()
              : Policy.parse(Baseline.readText(policy), policy.toString());
      return Review.of(Builds.read(before), Builds.read(after), roles);
    }
  }

  private static int usage(PrintStream err, String problem) {
    err.println("aclgen-review: " + problem);
    err.println(USAGE);
    return Review.USAGE_ERROR;
  }
}
