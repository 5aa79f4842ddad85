package org.aclgen.processor.scan;

import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * What one round's sources hold.
 *
 * @param endpoints every resource method, once per full path it is reached by; a method of a class
 *     no root reaches once, with a path starting with {@value EndpointSource#OPAQUE_PREFIX}
 * @param applications the classes with {@code @ApplicationPath}
 * @param resourceElements the resource classes and resource methods met, where {@code @RequiredAcl}
 *     and {@code @PublicResource} have an effect
 * @param opaqueLocators the locators whose return type hides the class that serves the request
 * @param pathValues every {@code @Path} value met, for the placeholders of unreached methods
 * @param unresolved the roots (root resources or unreached classes) whose resource methods or
 *     locators use a type that is not resolved yet, each with that type; their endpoints are left
 *     out, to be scanned again in the next round
 */
public record ScanResult(
    List<EndpointSource> endpoints,
    List<ApplicationSource> applications,
    Set<Element> resourceElements,
    List<OpaqueLocator> opaqueLocators,
    Set<String> pathValues,
    Map<TypeElement, String> unresolved) {}
