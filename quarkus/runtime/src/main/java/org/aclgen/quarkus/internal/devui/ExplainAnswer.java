package org.aclgen.quarkus.internal.devui;

import java.util.List;

/**
 * The explain page's answer: the operations granted and refused, or why the question was not
 * answered.
 *
 * @param errors why the question was not answered (a malformed ACL, too many or too long ACLs);
 *     empty when it was
 * @param granted the operations the ACLs open, sorted by path, then method
 * @param refused the operations they do not open, sorted by path, then method
 */
public record ExplainAnswer(
    List<String> errors, List<ExplainedOperation> granted, List<ExplainedOperation> refused) {
  public ExplainAnswer {
    errors = List.copyOf(errors);
    granted = List.copyOf(granted);
    refused = List.copyOf(refused);
  }

  static ExplainAnswer refused(String error) {
    return new ExplainAnswer(List.of(error), List.of(), List.of());
  }
}
