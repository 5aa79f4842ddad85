package org.aclgen.stacks.quarkus.classic;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import org.aclgen.stacks.ContextPrincipalMatrix;
import org.aclgen.stacks.InjectedPrincipalMatrix;
import org.aclgen.stacks.StackMatrix;
import org.aclgen.stacks.StackTokenService;

/** The matrix on Quarkus with classic RESTEasy, with aclgen-quarkus as the only registration. */
@QuarkusTest
@QuarkusTestResource(StackTokenService.class)
class QuarkusResteasyMatrixTest extends StackMatrix
    implements ContextPrincipalMatrix, InjectedPrincipalMatrix {

  @TestHTTPResource("/")
  URI base;

  @Override
  public URI base() {
    return base;
  }
}
