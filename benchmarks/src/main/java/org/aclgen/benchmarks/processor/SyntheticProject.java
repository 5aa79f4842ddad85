package org.aclgen.benchmarks.processor;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a synthetic JAX-RS project: resource classes of ten methods each, with path variables and
 * a realistic mix of ACLs (explicit templates, derived ones, and methods left on the default).
 *
 * <p>Twenty classes share a service ({@code @AclService("svc<k>")}); every method has its own path
 * under its class's {@code /res<c>/{res_id}}, so the processor has no duplicate to warn about. Of
 * every ten methods three carry an explicit template, five ask for a derived ACL and two have no
 * ACL at all.
 *
 * <p>The issue's shape gives each method a one-line body ({@link Bodies#MINIMAL}): the project is
 * almost all declarations and annotations, which is where annotation processing costs javac the
 * most. {@link Bodies#WORKING} gives each method the body of a typical resource method instead (a
 * lookup through a per-service store, a stream with lambdas, a record, a formatted reply), to show
 * how the same processor weighs on a project whose methods do work.
 */
public final class SyntheticProject {
  /** What the resource methods do. */
  public enum Bodies {
    /** {@code return resId + itemId + limit;}: the shape the issue's target is about. */
    MINIMAL,
    /** About ten lines of ordinary service code per method. */
    WORKING
  }

  static final int METHODS_PER_CLASS = 10;
  private static final int CLASSES_PER_SERVICE = 20;
  private static final String[] HTTP_METHODS = {"GET", "PUT", "POST", "DELETE", "PATCH"};
  private static final String[] ACTIONS = {"read", "update", "create", "delete", "update"};

  private SyntheticProject() {}

  /**
   * Writes {@code methods} resource methods with minimal bodies; see {@link #write(Path, int,
   * Bodies)}.
   */
  static List<Path> write(Path root, int methods) throws IOException {
    return write(root, methods, Bodies.MINIMAL);
  }

  /**
   * Writes {@code methods} resource methods under {@code root} and returns the source files; with
   * {@link Bodies#WORKING}, each service package also gets the store its methods call.
   */
  public static List<Path> write(Path root, int methods, Bodies bodies) throws IOException {
    List<Path> files = new ArrayList<>();
    int classes = (methods + METHODS_PER_CLASS - 1) / METHODS_PER_CLASS;
    for (int c = 0; c < classes; c++) {
      int count = Math.min(METHODS_PER_CLASS, methods - c * METHODS_PER_CLASS);
      String service = "svc" + service(c);
      if (bodies == Bodies.WORKING && c % CLASSES_PER_SERVICE == 0) {
        files.add(writeFile(root, service, "Store", WorkingBodies.store(service)));
      }
      files.add(writeFile(root, service, "Resource" + c, resourceClass(c, count, bodies)));
    }
    return files;
  }

  private static Path writeFile(Path root, String service, String type, String text)
      throws IOException {
    Path file = root.resolve("bench/" + service + "/" + type + ".java");
    Files.createDirectories(file.getParent());
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }

  private static int service(int classIndex) {
    return classIndex / CLASSES_PER_SERVICE;
  }

  static String resourceClass(int c, int methods, Bodies bodies) {
    String service = "svc" + service(c);
    StringBuilder out = new StringBuilder(4_096);
    out.append("package bench.").append(service).append(";\n\n");
    for (String type :
        List.of(
            "jakarta.ws.rs.DELETE",
            "jakarta.ws.rs.DefaultValue",
            "jakarta.ws.rs.GET",
            "jakarta.ws.rs.PATCH",
            "jakarta.ws.rs.POST",
            "jakarta.ws.rs.PUT",
            "jakarta.ws.rs.Path",
            "jakarta.ws.rs.PathParam",
            "jakarta.ws.rs.QueryParam",
            "org.aclgen.annotations.AclService",
            "org.aclgen.annotations.RequiredAcl")) {
      out.append("import ").append(type).append(";\n");
    }
    for (String type : bodies == Bodies.WORKING ? WorkingBodies.IMPORTS : List.<String>of()) {
      out.append("import ").append(type).append(";\n");
    }
    out.append("\n/** Resource ").append(c).append(" of the synthetic project. */\n");
    out.append("@AclService(\"").append(service).append("\")\n");
    out.append("@Path(\"/res").append(c).append("/{res_id}\")\n");
    out.append("public class Resource").append(c).append(" {\n");
    if (bodies == Bodies.WORKING) {
      out.append("\n  private final Store store = new Store();\n");
    }
    for (int m = 0; m < methods; m++) {
      method(out, service, c, m, bodies);
    }
    return out.append("}\n").toString();
  }

  private static void method(StringBuilder out, String service, int c, int m, Bodies bodies) {
    int kind = m % HTTP_METHODS.length;
    out.append("\n  /** Handles item ")
        .append(m)
        .append(" of resource ")
        .append(c)
        .append(". */\n");
    out.append("  @").append(HTTP_METHODS[kind]).append('\n');
    out.append("  @Path(\"items").append(m).append("/{item_id}\")\n");
    if (m % 10 < 3) {
      out.append("  @RequiredAcl(\"")
          .append(service)
          .append(".res")
          .append(c)
          .append(".{res_id}.items")
          .append(m)
          .append(".{item_id}.")
          .append(ACTIONS[kind])
          .append("\")\n");
    } else if (m % 10 < 8) {
      out.append("  @RequiredAcl\n");
    }
    out.append("  public String item").append(m).append('(');
    out.append("@PathParam(\"res_id\") String resId, @PathParam(\"item_id\") String itemId,");
    out.append(" @QueryParam(\"limit\") @DefaultValue(\"10\") int limit) {\n");
    out.append(
        bodies == Bodies.WORKING ? WorkingBodies.body(m) : "    return resId + itemId + limit;\n");
    out.append("  }\n");
  }
}
