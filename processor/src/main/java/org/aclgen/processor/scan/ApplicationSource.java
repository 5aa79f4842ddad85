package org.aclgen.processor.scan;

import javax.lang.model.element.TypeElement;

/**
 * A JAX-RS application class and its {@code @ApplicationPath}.
 *
 * @param type the class annotated with {@code @ApplicationPath}
 * @param path the path as written, such as {@code /api/confd/1.1}
 */
public record ApplicationSource(TypeElement type, String path) {}
