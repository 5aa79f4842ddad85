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
 */
final class SyntheticProject {
  static final int METHODS_PER_CLASS = 10;
  private static final int CLASSES_PER_SERVICE = 20;
  private static final String[] HTTP_METHODS = {"GET", "PUT", "POST", "DELETE", "PATCH"};
  private static final String[] ACTIONS = {"read", "update", "create", "delete", "update"};

  private SyntheticProject() {}

  /** Writes {@code methods} resource methods under {@code root} and returns the source files. */
  static List<Path> write(Path root, int methods) throws IOException {
    List<Path> files = new ArrayList<>();
    int classes = (methods + METHODS_PER_CLASS - 1) / METHODS_PER_CLASS;
    for (int c = 0; c < classes; c++) {
      int count = Math.min(METHODS_PER_CLASS, methods - c * METHODS_PER_CLASS);
      Path file = root.resolve("bench/svc" + service(c) + "/Resource" + c + ".java");
      Files.createDirectories(file.getParent());
      Files.writeString(file, resourceClass(c, count), StandardCharsets.UTF_8);
      files.add(file);
    }
    return files;
  }

  private static int service(int classIndex) {
    return classIndex / CLASSES_PER_SERVICE;
  }

  static String resourceClass(int c, int methods) {
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
    out.append("\n/** Resource ").append(c).append(" of the synthetic project. */\n");
    out.append("@AclService(\"").append(service).append("\")\n");
    out.append("@Path(\"/res").append(c).append("/{res_id}\")\n");
    out.append("public class Resource").append(c).append(" {\n");
    for (int m = 0; m < methods; m++) {
      method(out, service, c, m);
    }
    return out.append("}\n").toString();
  }

  private static void method(StringBuilder out, String service, int c, int m) {
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
    out.append("    return resId + itemId + limit;\n  }\n");
  }
}
