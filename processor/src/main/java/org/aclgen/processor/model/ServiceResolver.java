package org.aclgen.processor.model;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import org.aclgen.processor.scan.AclAnnotation;
import org.aclgen.processor.scan.Annotations;
import org.aclgen.processor.scan.EndpointSource;

/**
 * Works out the service of a resource: {@code @AclService} on the resource class, the type that
 * declares the JAX-RS method, the root resource class, then on their packages, then the option
 * {@code aclgen.service}. The product prefix is removed from every name.
 */
public final class ServiceResolver {
  private static final Pattern SERVICE_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_-]*");

  private final Elements elements;
  private final ServiceOrigin fallback;
  private final String productPrefix;
  private final Map<Element, ServiceOrigin> annotated = new HashMap<>();

  /**
   * @param optionService the service option with the prefix already removed, or {@code null}
   * @param productPrefix the product prefix to remove from {@code @AclService} names
   */
  public ServiceResolver(Elements elements, String optionService, String productPrefix) {
    this.elements = elements;
    this.fallback =
        optionService == null
            ? ServiceOrigin.UNKNOWN
            : new ServiceOrigin(optionService, null, null);
    this.productPrefix = productPrefix;
  }

  /** The service of an endpoint. */
  public ServiceOrigin resolve(EndpointSource source) {
    Set<Element> types = new LinkedHashSet<>();
    types.add(source.resourceClass());
    types.add(source.declaringType());
    types.add(source.rootClass());
    return resolve(types);
  }

  /** The service of a class outside any resource, such as a JAX-RS application class. */
  public ServiceOrigin resolve(TypeElement type) {
    return resolve(Set.of(type));
  }

  private ServiceOrigin resolve(Set<Element> types) {
    Set<Element> candidates = new LinkedHashSet<>(types);
    for (Element type : types) {
      candidates.add(elements.getPackageOf(type));
    }
    for (Element candidate : candidates) {
      ServiceOrigin origin = annotated.computeIfAbsent(candidate, this::annotatedService);
      if (origin.isKnown()) {
        return origin;
      }
    }
    return fallback;
  }

  private ServiceOrigin annotatedService(Element element) {
    AnnotationMirror mirror = Annotations.find(element, AclAnnotation.ACL_SERVICE);
    if (mirror == null) {
      return ServiceOrigin.UNKNOWN;
    }
    return new ServiceOrigin(
        stripPrefix(Annotations.stringValue(mirror), productPrefix), element, mirror);
  }

  /**
   * Whether {@code name} can be a service: one literal ACL word that is also a safe directory name
   * for its API description (letters, digits, {@code -} and {@code _}).
   */
  public static boolean isServiceName(String name) {
    return name != null && SERVICE_NAME.matcher(name).matches();
  }

  /** Removes the product prefix: {@code wazo-confd} with prefix {@code wazo-} gives confd. */
  public static String stripPrefix(String service, String prefix) {
    return !prefix.isEmpty() && service.startsWith(prefix) && service.length() > prefix.length()
        ? service.substring(prefix.length())
        : service;
  }
}
