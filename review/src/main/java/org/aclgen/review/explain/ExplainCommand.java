package org.aclgen.review.explain;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.RegistryDiscovery;

/**
 * The command line of {@link AclExplainer}: which operations of the registries on the class path do
 * some token ACLs open?
 *
 * <pre>
 * java -cp &lt;app classes&gt;:&lt;runtime jar&gt; org.aclgen.review.explain.ExplainCommand [--user UUID] [--why] [--counts] ACL...
 * </pre>
 *
 * <p>Prints one line per operation, tab-separated: {@code granted} or {@code refused}, the HTTP
 * method, the path template, the required ACL template ({@code -} for a public operation), and the
 * condition of the grant: {@code -} when it holds for every value (and for a refusal), else such as
 * {@code only when {user_id} is the token's user}. Granted lines first, each group sorted by path,
 * then method. With {@code --why}, a sixth column gives the reason: {@code public}, {@code granted
 * by ACL} (with {@code , narrowed by !ACL} when a negative entry keeps it from more values), {@code
 * refused by !ACL (overrides ACL)} or {@code no ACL matched}. With {@code --counts}, prints instead
 * how many operations are granted unconditionally, granted under each condition, and refused. Exit
 * status 0; 2 for a usage error or a malformed ACL; 1 when the class path holds no registry.
 */
public final class ExplainCommand {

  static final String USAGE =
      "usage: org.aclgen.review.explain.ExplainCommand [--user UUID] [--why] [--counts] ACL...";

  /** The condition column of an unconditional grant, and of a refusal. */
  static final String NO_CONDITION = "-";

  private ExplainCommand() {}

  /** Runs the command line and exits with its status. */
  public static void main(String[] args) {
    System.exit(
        run(args, RegistryDiscovery.discover(ExplainCommand.class), System.out, System.err));
  }

  /** Runs the command line over {@code registries}; answers the exit status. */
  static int run(String[] args, List<AclRegistry> registries, PrintStream out, PrintStream err) {
    String user = null;
    boolean why = false;
    boolean counts = false;
    List<String> acls = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--user")) {
        if (i + 1 >= args.length || user != null) {
          err.println("--user needs exactly one UUID; " + USAGE);
          return 2;
        }
        user = args[++i];
      } else if (arg.equals("--why")) {
        why = true;
      } else if (arg.equals("--counts")) {
        counts = true;
      } else if (arg.equals("--help") || arg.equals("-h")) {
        out.println(USAGE);
        return 0;
      } else if (arg.startsWith("--")) {
        err.println("unknown option " + arg + "; " + USAGE);
        return 2;
      } else {
        acls.add(arg);
      }
    }
    if (acls.isEmpty()) {
      err.println("no ACL given; " + USAGE);
      return 2;
    }
    if (registries.isEmpty()) {
      err.println("no AclRegistry on the class path: add the classes compiled with aclgen");
      return 1;
    }
    List<Verdict> verdicts;
    try {
      verdicts = AclExplainer.of(registries).verdicts(acls, user);
    } catch (IllegalArgumentException malformed) {
      err.println("malformed ACL: " + malformed.getMessage());
      return 2;
    }
    if (counts) {
      printCounts(verdicts, out);
    } else {
      print(verdicts.stream().filter(Verdict::granted).toList(), why, out);
      print(verdicts.stream().filter(v -> !v.granted()).toList(), why, out);
    }
    return 0;
  }

  /**
   * The counts: unconditional grants, then the conditional ones by condition (most first), then the
   * refusals, one {@code label: count} a line.
   */
  private static void printCounts(List<Verdict> verdicts, PrintStream out) {
    Map<String, Long> byCondition =
        verdicts.stream()
            .filter(v -> v.granted() && !v.condition().isNone())
            .collect(Collectors.groupingBy(v -> v.condition().describe(), Collectors.counting()));
    out.println(
        "granted unconditionally: "
            + verdicts.stream().filter(Verdict::grantedUnconditionally).count());
    byCondition.entrySet().stream()
        .sorted(
            Map.Entry.<String, Long>comparingByValue()
                .reversed()
                .thenComparing(Map.Entry.comparingByKey()))
        .forEach(e -> out.println("granted only when " + e.getKey() + ": " + e.getValue()));
    out.println("refused: " + verdicts.stream().filter(v -> !v.granted()).count());
  }

  private static void print(List<Verdict> verdicts, boolean why, PrintStream out) {
    for (Verdict verdict : verdicts) {
      out.println(why ? line(verdict) + "\t" + reason(verdict) : line(verdict));
    }
  }

  private static String line(Verdict verdict) {
    Operation op = verdict.operation();
    String acl = op.isPublic() ? "-" : op.requiredAcl();
    String decision = verdict.granted() ? "granted" : "refused";
    return decision
        + "\t"
        + op.method()
        + "\t"
        + op.path()
        + "\t"
        + acl
        + "\t"
        + condition(verdict);
  }

  /** The condition column: {@code -}, or {@code only when {user_id} is the token's user}. */
  static String condition(Verdict verdict) {
    return verdict.condition().isNone()
        ? NO_CONDITION
        : "only when " + verdict.condition().describe();
  }

  /** The reason column of {@code --why}. */
  static String reason(Verdict verdict) {
    switch (verdict.reason()) {
      case PUBLIC:
        return "public";
      case GRANTED:
        return "granted by "
            + verdict.grantedBy()
            + (verdict.refusedBy() == null ? "" : ", narrowed by " + verdict.refusedBy());
      case REFUSED_BY_NEGATIVE:
        return "refused by " + verdict.refusedBy() + " (overrides " + verdict.grantedBy() + ")";
      default:
        return "no ACL matched";
    }
  }
}
