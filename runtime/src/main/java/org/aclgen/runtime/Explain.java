package org.aclgen.runtime;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.acl.registry.AclRegistry;

/**
 * The command line of {@link AclExplainer}: which operations of the registries on the class path do
 * some token ACLs open?
 *
 * <pre>
 * java -cp &lt;app classes&gt;:&lt;runtime jar&gt; org.aclgen.runtime.Explain [--user UUID] [--why] ACL...
 * </pre>
 *
 * <p>Prints one line per operation, tab-separated: {@code granted} or {@code refused}, the HTTP
 * method, the path template, the required ACL template ({@code -} for a public operation); granted
 * lines first, each group sorted by path, then method. With {@code --why}, a fifth column gives the
 * reason: {@code public}, {@code granted by ACL}, {@code refused by !ACL (overrides ACL)} or {@code
 * no ACL matched}. Exit status 0; 2 for a usage error or a malformed ACL; 1 when the class path
 * holds no registry.
 */
public final class Explain {

  static final String USAGE = "usage: org.aclgen.runtime.Explain [--user UUID] [--why] ACL...";

  private Explain() {}

  /** Runs the command line and exits with its status. */
  public static void main(String[] args) {
    System.exit(run(args, AclRegistries.discover(), System.out, System.err));
  }

  /** Runs the command line over {@code registries}; answers the exit status. */
  static int run(String[] args, List<AclRegistry> registries, PrintStream out, PrintStream err) {
    String user = null;
    boolean why = false;
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
    List<AclExplainer.Verdict> verdicts;
    try {
      verdicts = AclExplainer.of(registries).verdicts(acls, user);
    } catch (IllegalArgumentException malformed) {
      err.println("malformed ACL: " + malformed.getMessage());
      return 2;
    }
    print(verdicts.stream().filter(AclExplainer.Verdict::granted).toList(), why, out);
    print(verdicts.stream().filter(v -> !v.granted()).toList(), why, out);
    return 0;
  }

  private static void print(List<AclExplainer.Verdict> verdicts, boolean why, PrintStream out) {
    for (AclExplainer.Verdict verdict : verdicts) {
      out.println(why ? line(verdict) + "\t" + reason(verdict) : line(verdict));
    }
  }

  private static String line(AclExplainer.Verdict verdict) {
    AclExplainer.Operation op = verdict.operation();
    String acl = op.isPublic() ? "-" : op.requiredAcl();
    String decision = verdict.granted() ? "granted" : "refused";
    return decision + "\t" + op.method() + "\t" + op.path() + "\t" + acl;
  }

  /** The reason column of {@code --why}. */
  static String reason(AclExplainer.Verdict verdict) {
    switch (verdict.reason()) {
      case PUBLIC:
        return "public";
      case GRANTED:
        return "granted by " + verdict.grantedBy();
      case REFUSED_BY_NEGATIVE:
        return "refused by " + verdict.refusedBy() + " (overrides " + verdict.grantedBy() + ")";
      default:
        return "no ACL matched";
    }
  }
}
