package org.aclgen.processor;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.SourceVersion;
import javax.tools.Diagnostic.Kind;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;
import org.aclgen.processor.model.ServiceResolver;

/**
 * The processor's {@code -A} options, checked.
 *
 * @param service the default service, product prefix removed; {@code null} if not set
 * @param productPrefix the prefix removed from service names; empty if not set
 * @param missingAcl what to do about a resource method without ACL
 * @param apiVersion the {@code info.version} of the API descriptions
 * @param registryClass the qualified name of the generated registry; empty to derive it
 * @param registryForm whether the registry is a Java class or a resource table
 * @param baseline the access baseline to check or write; {@code null} if not set
 * @param baselineMode whether the baseline is checked or written
 * @param actionLint the services for which {@code aclgen.lint.action} is off
 * @param runtimeElsewhere whether the module's registry is enforced by a runtime that its class
 *     path does not show ({@code -Aaclgen.runtime=elsewhere}): a library of resources whose
 *     application brings the runtime
 */
public record ProcessorOptions(
    String service,
    String productPrefix,
    MissingAclPolicy missingAcl,
    String apiVersion,
    String registryClass,
    RegistryForm registryForm,
    Path baseline,
    BaselineMode baselineMode,
    ActionLint actionLint,
    boolean runtimeElsewhere) {

  static final String SERVICE = "aclgen.service";
  static final String PRODUCT_PREFIX = "aclgen.productPrefix";
  static final String MISSING_ACL = "aclgen.missingAcl";
  static final String API_VERSION = "aclgen.apiVersion";
  static final String REGISTRY_CLASS = "aclgen.registryClass";
  static final String REGISTRY = "aclgen.registry";
  static final String BASELINE = "aclgen.baseline";
  static final String BASELINE_UPDATE = "aclgen.baseline.update";
  static final String LINT_ACTION = "aclgen.lint.action";
  static final String RUNTIME = "aclgen.runtime";

  /** The prefix of the processor's options: any other option with it is a mistake. */
  private static final String PREFIX = "aclgen.";

  /** Every option the processor reads. */
  static final Set<String> NAMES =
      Set.of(
          SERVICE,
          PRODUCT_PREFIX,
          MISSING_ACL,
          API_VERSION,
          REGISTRY_CLASS,
          REGISTRY,
          BASELINE,
          BASELINE_UPDATE,
          LINT_ACTION,
          RUNTIME);

  /** The options and the problems found in them, each reported once. */
  record Parsed(ProcessorOptions options, List<Diagnostic> diagnostics) {}

  static Parsed parse(Map<String, String> raw) {
    List<Diagnostic> problems = new ArrayList<>();
    raw.keySet().stream()
        .filter(name -> name.startsWith(PREFIX) && !NAMES.contains(name))
        .sorted()
        .forEach(name -> problems.add(unknown(name)));
    String prefix = raw.getOrDefault(PRODUCT_PREFIX, "").strip();
    String service = raw.get(SERVICE);
    if (service != null) {
      service = ServiceResolver.stripPrefix(service.strip(), prefix);
      if (!ServiceResolver.isServiceName(service)) {
        problems.add(invalid(raw.get(SERVICE), SERVICE, "-Aaclgen.service=<name>, one ACL word"));
        service = null;
      }
    }
    MissingAclPolicy missing = MissingAclPolicy.WARN;
    String missingValue = raw.get(MISSING_ACL);
    if (missingValue != null) {
      try {
        missing = MissingAclPolicy.valueOf(missingValue.strip().toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        problems.add(invalid(missingValue, MISSING_ACL, "-Aaclgen.missingAcl=warn|error|ignore"));
      }
    }
    String registry = raw.getOrDefault(REGISTRY_CLASS, "").strip();
    if (!registry.isEmpty() && !SourceVersion.isName(registry)) {
      problems.add(invalid(registry, REGISTRY_CLASS, "-Aaclgen.registryClass=com.example.MyAcls"));
      registry = "";
    }
    RegistryForm form = registryForm(raw.get(REGISTRY), problems);
    if (form == RegistryForm.RESOURCE && !registry.isEmpty()) {
      problems.add(
          Diagnostic.global(
              Kind.WARNING, Message.UNUSED_REGISTRY_CLASS.format(REGISTRY_CLASS, registry)));
    }
    String version = raw.getOrDefault(API_VERSION, "unversioned").strip();
    Path baseline = baseline(raw.get(BASELINE), problems);
    BaselineMode mode = baselineMode(raw.get(BASELINE_UPDATE), baseline, problems);
    ActionLint actionLint = actionLint(raw.get(LINT_ACTION), prefix, problems);
    boolean runtimeElsewhere = runtimeElsewhere(raw.get(RUNTIME), problems);
    return new Parsed(
        new ProcessorOptions(
            service,
            prefix,
            missing,
            version.isEmpty() ? "unversioned" : version,
            registry,
            form,
            baseline,
            mode,
            actionLint,
            runtimeElsewhere),
        problems);
  }

  /** {@code warn}, {@code off}, or {@code off:} and the services it is off for. */
  private static ActionLint actionLint(String value, String prefix, List<Diagnostic> problems) {
    if (value == null || value.strip().equals("warn")) {
      return ActionLint.WARN;
    }
    String text = value.strip();
    if (text.equals("off")) {
      return new ActionLint(true, Set.of());
    }
    if (text.startsWith("off:")) {
      Set<String> services = new TreeSet<>();
      boolean valid = true;
      for (String name : text.substring("off:".length()).split(",", -1)) {
        String service = ServiceResolver.stripPrefix(name.strip(), prefix);
        valid &= ServiceResolver.isServiceName(service);
        services.add(service);
      }
      if (valid) {
        return new ActionLint(false, services);
      }
    }
    problems.add(
        invalid(
            value,
            LINT_ACTION,
            "-Aaclgen.lint.action=warn|off|off:<service>,<service>..., such as off:auth,confd"));
    return ActionLint.WARN;
  }

  /** The baseline file, relative to javac's working directory; {@code null} if not set. */
  private static Path baseline(String value, List<Diagnostic> problems) {
    if (value == null) {
      return null;
    }
    try {
      if (!value.isBlank()) {
        return Path.of(value.strip()).toAbsolutePath().normalize();
      }
    } catch (InvalidPathException e) {
      // reported below
    }
    problems.add(
        invalid(
            value,
            BASELINE,
            "-Aaclgen.baseline=<file>, such as"
                + " ${project.basedir}/src/main/aclgen/baseline.txt"));
    return null;
  }

  private static BaselineMode baselineMode(String value, Path baseline, List<Diagnostic> problems) {
    if (value == null || value.strip().equals("false")) {
      return BaselineMode.CHECK;
    }
    if (!value.strip().equals("true")) {
      problems.add(invalid(value, BASELINE_UPDATE, "-Aaclgen.baseline.update=true|false"));
      return BaselineMode.CHECK;
    }
    if (baseline == null) {
      problems.add(
          invalid(
              value,
              BASELINE_UPDATE,
              "-Aaclgen.baseline.update=true together with -Aaclgen.baseline=<file>, the file to"
                  + " write"));
    }
    return BaselineMode.UPDATE;
  }

  private static RegistryForm registryForm(String value, List<Diagnostic> problems) {
    if (value == null) {
      return RegistryForm.JAVA;
    }
    for (RegistryForm form : RegistryForm.values()) {
      if (form.optionValue().equals(value.strip())) {
        return form;
      }
    }
    problems.add(invalid(value, REGISTRY, "-Aaclgen.registry=java|resource"));
    return RegistryForm.JAVA;
  }

  /** {@code required} (the default) or {@code elsewhere}. */
  private static boolean runtimeElsewhere(String value, List<Diagnostic> problems) {
    if (value == null || value.strip().equals("required")) {
      return false;
    }
    if (value.strip().equals("elsewhere")) {
      return true;
    }
    problems.add(invalid(value, RUNTIME, "-Aaclgen.runtime=required|elsewhere"));
    return false;
  }

  /**
   * An option of the processor's prefix that it does not read: javac only warns of it, and the
   * option meant would silently keep its default (a misspelled {@code -Aaclgen.missingACL=error}
   * would leave methods without an ACL to a warning).
   */
  private static Diagnostic unknown(String name) {
    String meant =
        NAMES.stream()
            .filter(known -> known.equalsIgnoreCase(name))
            .findFirst()
            .map(known -> "did you mean -A" + known + "? ")
            .orElse("");
    return Diagnostic.global(
        Kind.ERROR,
        Message.UNKNOWN_OPTION.format(name, meant, String.join(", ", new TreeSet<>(NAMES))));
  }

  private static Diagnostic invalid(String value, String option, String usage) {
    return Diagnostic.global(Kind.ERROR, Message.OPTION.format(value, option, usage));
  }
}
