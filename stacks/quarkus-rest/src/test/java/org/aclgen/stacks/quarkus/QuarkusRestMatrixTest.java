package org.aclgen.stacks.quarkus;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import org.aclgen.stacks.ContextPrincipalMatrix;
import org.aclgen.stacks.InjectedPrincipalMatrix;
import org.aclgen.stacks.StackMatrix;

/** The matrix on Quarkus REST, with aclgen-quarkus as the only registration. */
@QuarkusTest
@QuarkusTestResource(TokenServiceResource.class)
class QuarkusRestMatrixTest extends StackMatrix
    implements ContextPrincipalMatrix, InjectedPrincipalMatrix {

  @TestHTTPResource("/")
  URI base;

  @Override
  public URI base() {
    return base;
  }
}
