package org.aclgen.processor.model;

/**
 * A variable of a JAX-RS path template.
 *
 * @param name the variable name, such as {@code user_id}
 * @param regex the regular expression after the colon in {@code {id: [0-9]+}}, or {@code null}
 */
public record PathVariable(String name, String regex) {}
