package org.aclgen.sample.showcase.domain;

import java.util.List;

/**
 * A dialable number in a context.
 *
 * @param id the extension id
 * @param exten the number, such as {@code 1001}
 * @param context the dial plan context
 * @param lines the ids of the lines associated with the extension
 */
public record Extension(int id, String exten, String context, List<Integer> lines) {

  public Extension {
    lines = List.copyOf(lines);
  }
}
