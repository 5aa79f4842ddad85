package org.aclgen.runtime;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of {@link AclExplainer}: which operations of the registries on the class path do
 * some token ACLs open?
 *
 * <pre>
 * java -cp &lt;app classes&gt;:&lt;runtime jar&gt; org.aclgen.runtime.Explain [--user UUID] ACL...
 * </pre>
 *
 * <p>Prints one line per operation, tab-separated: {@code granted} or {@code refused}, the HTTP
 * method, the path template, the required ACL template ({@code -} for a public operation); granted
 * lines first, each group sorted by path, then method. Exit status 0; 2 for a usage error or a
 * malformed ACL; 1 when the class path holds no registry.
 */
public final class Explain {

  static final String USAGE = "usage: org.aclgen.runtime.Explain [--user UUID] ACL...";

  private Explain() {}

  /** Runs the command line and exits with its status. */
  public static void main(String[] args) {
    System.exit(run(args, AclRegistries.discover(), System.out, System.err));
  }

  /** Runs the command line over {@code registries}; answers the exit status. */
  static int run(String[] args, List<AclRegistry> registries, PrintStream out, PrintStream err) {
    String user = null;
    List<String> acls = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--user")) {
        if (i + 1 >= args.length || user != null) {
          err.println("--user needs exactly one UUID; " + USAGE);
          return 2;
        }
        user = args[++i];
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
    AclExplainer.Explanation explanation;
    try {
      explanation = AclExplainer.of(registries).explain(acls, user);
    } catch (IllegalArgumentException malformed) {
      err.println("malformed ACL: " + malformed.getMessage());
      return 2;
    }
    explanation.granted().forEach(op -> out.println(line("granted", op)));
    explanation.refused().forEach(op -> out.println(line("refused", op)));
    return 0;
  }

  private static String line(String verdict, AclExplainer.Operation op) {
    String acl = op.isPublic() ? "-" : op.requiredAcl();
    return verdict + "\t" + op.method() + "\t" + op.path() + "\t" + acl;
  }
}
