package org.aclgen.processor.scan;

import java.util.List;
import java.util.Set;
import javax.lang.model.element.Element;

/**
 * What one round's sources hold.
 *
 * @param endpoints every resource method, once per full path it is reached by
 * @param applications the classes with {@code @ApplicationPath}
 * @param resourceElements the resource classes and resource methods met, where {@code @RequiredAcl}
 *     and {@code @PublicResource} have an effect
 */
public record ScanResult(
    List<EndpointSource> endpoints,
    List<ApplicationSource> applications,
    Set<Element> resourceElements) {}
