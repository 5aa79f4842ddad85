package org.aclgen.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
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
 */
public record ProcessorOptions(
    String service,
    String productPrefix,
    MissingAclPolicy missingAcl,
    String apiVersion,
    String registryClass,
    RegistryForm registryForm) {

  static final String SERVICE = "aclgen.service";
  static final String PRODUCT_PREFIX = "aclgen.productPrefix";
  static final String MISSING_ACL = "aclgen.missingAcl";
  static final String API_VERSION = "aclgen.apiVersion";
  static final String REGISTRY_CLASS = "aclgen.registryClass";
  static final String REGISTRY = "aclgen.registry";

  /** Every option the processor reads. */
  static final Set<String> NAMES =
      Set.of(SERVICE, PRODUCT_PREFIX, MISSING_ACL, API_VERSION, REGISTRY_CLASS, REGISTRY);

  /** The options and the problems found in them, each reported once. */
  record Parsed(ProcessorOptions options, List<Diagnostic> diagnostics) {}

  static Parsed parse(Map<String, String> raw) {
    List<Diagnostic> problems = new ArrayList<>();
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
    return new Parsed(
        new ProcessorOptions(
            service, prefix, missing, version.isEmpty() ? "unversioned" : version, registry, form),
        problems);
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

  private static Diagnostic invalid(String value, String option, String usage) {
    return Diagnostic.global(Kind.ERROR, Message.OPTION.format(value, option, usage));
  }
}
