package org.aclgen.processor;

import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.aclgen.processor.PlatformOperation.PlaceholderSource;

/**
 * A JAX-RS project shaped like the platform's services, written from {@link PlatformOperation}s:
 * one package per service ({@code @AclService} on it, an {@code Application} with the service's
 * base path), one resource class per first path segment, one resource method per operation with a
 * {@code @PathParam} for each path variable. An ACL whose placeholder comes from the query has the
 * {@code @QueryParam} of that name; one whose value comes from the body is checked in code ({@code
 * checkedInCode = true}).
 */
final class PlatformProject {
  /** How the operations' ACLs are given. */
  enum Acls {
    /** The published ACL in {@code @RequiredAcl} of every operation that publishes one. */
    EXPLICIT,
    /**
     * An empty {@code @RequiredAcl} on every operation that publishes an ACL: aclgen derives it.
     */
    DERIVED
  }

  /** The services' base paths, as the table's header gives them. */
  static final Map<String, String> BASE_PATHS =
      Map.of(
          "auth", "/0.1",
          "calld", "/1.0",
          "call-logd", "/1.0",
          "chatd", "/1.0",
          "confd", "/1.1",
          "dird", "/0.1");

  private PlatformProject() {}

  /** The Java package of a service: {@code platform.call_logd}. */
  static String packageOf(String service) {
    return "platform." + service.replace('-', '_');
  }

  /**
   * The sources of the project holding {@code operations}, their ACLs given as {@code acls} says.
   */
  static List<JavaFileObject> sources(List<PlatformOperation> operations, Acls acls) {
    Map<String, Map<String, List<PlatformOperation>>> byServiceAndSegment = new LinkedHashMap<>();
    for (PlatformOperation operation : operations) {
      byServiceAndSegment
          .computeIfAbsent(operation.service(), s -> new LinkedHashMap<>())
          .computeIfAbsent(firstSegment(operation.path()), s -> new ArrayList<>())
          .add(operation);
    }
    List<JavaFileObject> sources = new ArrayList<>();
    byServiceAndSegment.forEach(
        (service, classes) -> {
          String pkg = packageOf(service);
          sources.add(
              JavaFileObjects.forSourceString(
                  pkg + ".package-info",
                  "@org.aclgen.annotations.AclService(\""
                      + service
                      + "\")\npackage "
                      + pkg
                      + ";\n"));
          sources.add(
              JavaFileObjects.forSourceString(
                  pkg + ".ServiceApplication",
                  "package "
                      + pkg
                      + ";\n@jakarta.ws.rs.ApplicationPath(\""
                      + BASE_PATHS.get(service)
                      + "\")\npublic class ServiceApplication extends jakarta.ws.rs.core.Application"
                      + " {}\n"));
          classes.forEach(
              (segment, members) -> sources.add(resourceClass(pkg, segment, members, acls)));
        });
    return sources;
  }

  private static JavaFileObject resourceClass(
      String pkg, String segment, List<PlatformOperation> operations, Acls acls) {
    String name = javaName(segment) + "Resource";
    StringBuilder text = new StringBuilder();
    text.append("package ").append(pkg).append(";\n\n");
    text.append("import jakarta.ws.rs.*;\nimport org.aclgen.annotations.RequiredAcl;\n\n");
    text.append("@Path(\"/").append(segment).append("\")\n");
    text.append("public class ").append(name).append(" {\n");
    int index = 0;
    for (PlatformOperation operation : operations) {
      appendMethod(text, segment, operation, acls, index++);
    }
    return JavaFileObjects.forSourceString(pkg + "." + name, text.append("}\n").toString());
  }

  private static void appendMethod(
      StringBuilder text, String segment, PlatformOperation operation, Acls acls, int index) {
    text.append("  @").append(operation.method()).append('\n');
    String rest = operation.path().substring(1 + segment.length());
    if (!rest.isEmpty()) {
      text.append("  @Path(\"").append(rest).append("\")\n");
    }
    if (operation.acl() != null) {
      text.append("  @RequiredAcl");
      if (acls == Acls.EXPLICIT && operation.placeholderFrom() == PlaceholderSource.BODY) {
        text.append("(value = \"").append(operation.acl()).append("\", checkedInCode = true)");
      } else if (acls == Acls.EXPLICIT) {
        text.append("(\"").append(operation.acl()).append("\")");
      }
      text.append('\n');
    }
    List<String> parameters = new ArrayList<>();
    for (String variable : operation.pathVariables()) {
      parameters.add("@PathParam(\"" + variable + "\") String p" + parameters.size());
    }
    if (operation.placeholderFrom() == PlaceholderSource.QUERY) {
      for (String name : operation.otherPlaceholders()) {
        parameters.add("@QueryParam(\"" + name + "\") String p" + parameters.size());
      }
    }
    text.append("  public String ")
        .append(operation.method().toLowerCase(Locale.ROOT))
        .append(index)
        .append('(')
        .append(String.join(", ", parameters))
        .append(") {\n    return \"\";\n  }\n");
  }

  private static String firstSegment(String path) {
    int slash = path.indexOf('/', 1);
    return slash < 0 ? path.substring(1) : path.substring(1, slash);
  }

  /** {@code phone-numbers} gives {@code PhoneNumbers}. */
  private static String javaName(String segment) {
    StringBuilder name = new StringBuilder();
    for (String word : segment.split("[^A-Za-z0-9]+")) {
      if (!word.isEmpty()) {
        name.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
      }
    }
    return name.toString();
  }
}
