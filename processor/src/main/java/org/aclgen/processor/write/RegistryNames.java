package org.aclgen.processor.write;

import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import org.aclgen.processor.model.Endpoint;

/**
 * Names the generated registry class, stably and without clashes between the modules of one
 * application: its package is the longest package that holds every resource class of the
 * compilation ({@code org.aclgen.generated} if that is the unnamed package), its name the
 * compilation's services in alphabetical order, then {@code AclRegistry}: services {@code confd}
 * and {@code call-logd} in {@code com.example.api.*} give {@code
 * com.example.api.CallLogdConfdAclRegistry}. The option {@code aclgen.registryClass} overrides it.
 * Resources that another processor generates in a later round get a registry of their own, with the
 * round's number appended.
 */
public final class RegistryNames {
  /** The package used when the resources live in the unnamed package. */
  public static final String FALLBACK_PACKAGE = "org.aclgen.generated";

  private RegistryNames() {}

  /**
   * The qualified name of a round's registry.
   *
   * @param endpoints the round's endpoints
   * @param option the option {@code aclgen.registryClass}; empty if not set
   * @param index 0 for the first registry of the compilation, 1 for the next, ...
   */
  public static String qualifiedName(List<Endpoint> endpoints, String option, int index) {
    String base = option.isEmpty() ? derivedName(endpoints) : option;
    return index == 0 ? base : base + (index + 1);
  }

  private static String derivedName(List<Endpoint> endpoints) {
    String common = null;
    TreeSet<String> services = new TreeSet<>();
    for (Endpoint endpoint : endpoints) {
      String name = endpoint.resourceClass();
      String pkg = name.lastIndexOf('.') < 0 ? "" : name.substring(0, name.lastIndexOf('.'));
      common = common == null ? pkg : commonPackage(common, pkg);
      services.add(endpoint.service());
    }
    StringBuilder simple = new StringBuilder();
    for (String service : services) {
      simple.append(upperCamel(service));
    }
    simple.append("AclRegistry");
    return (common == null || common.isEmpty() ? FALLBACK_PACKAGE : common) + "." + simple;
  }

  private static String commonPackage(String a, String b) {
    String[] left = a.split("\\.");
    String[] right = b.split("\\.");
    StringBuilder common = new StringBuilder();
    for (int i = 0; i < Math.min(left.length, right.length) && left[i].equals(right[i]); i++) {
      common.append(i == 0 ? "" : ".").append(left[i]);
    }
    return common.toString();
  }

  /** {@code call-logd} gives {@code CallLogd}: the separators go, each part is capitalized. */
  static String upperCamel(String service) {
    StringBuilder out = new StringBuilder();
    for (String part : service.split("[^A-Za-z0-9]+")) {
      if (!part.isEmpty()) {
        out.append(part.substring(0, 1).toUpperCase(Locale.ROOT)).append(part.substring(1));
      }
    }
    if (out.length() == 0 || Character.isDigit(out.charAt(0))) {
      out.insert(0, "Service");
    }
    return out.toString();
  }
}
