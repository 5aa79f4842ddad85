package org.aclgen.stacks.quarkus;

import io.quarkus.test.common.http.TestHTTPResource;
import java.net.URI;
import org.aclgen.stacks.StackMatrix;

/** The matrix against the Quarkus application under test, served at the HTTP root. */
abstract class RestRootMatrix extends StackMatrix {

  @TestHTTPResource("/")
  URI base;

  @Override
  public URI base() {
    return base;
  }
}
