package org.aclgen.sample.explain;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.aclgen.runtime.AclExplainer;

/**
 * One operation in an explanation.
 *
 * @param service the ACL service word of the operation
 * @param method the HTTP method
 * @param path the path template, relative to the service's root
 * @param requiredAcl the required ACL template, {@code null} for a public operation
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ExplainedOperation(String service, String method, String path, String requiredAcl) {

  static ExplainedOperation of(AclExplainer.Operation operation) {
    return new ExplainedOperation(
        operation.service(), operation.method(), operation.path(), operation.requiredAcl());
  }
}
