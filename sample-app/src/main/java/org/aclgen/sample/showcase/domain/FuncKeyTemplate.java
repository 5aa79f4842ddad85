package org.aclgen.sample.showcase.domain;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A set of function keys associated with a user.
 *
 * @param id the template id
 * @param name the template's name
 * @param privateTemplate whether the template belongs to this user alone
 * @param keys how many keys the template holds
 */
public record FuncKeyTemplate(
    int id, String name, @JsonProperty("private") boolean privateTemplate, int keys) {}
