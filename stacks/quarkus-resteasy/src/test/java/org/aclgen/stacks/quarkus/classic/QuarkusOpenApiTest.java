package org.aclgen.stacks.quarkus.classic;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import org.aclgen.stacks.MicroProfileDocumentMatrix;
import org.aclgen.stacks.StackTokenService;

/** The documents on this stack: /q/openapi with the ACLs, and the service's own description. */
@QuarkusTest
@QuarkusTestResource(StackTokenService.class)
class QuarkusOpenApiTest extends MicroProfileDocumentMatrix {

  @TestHTTPResource("/q/openapi?format=json")
  URI document;

  @TestHTTPResource("/api/api.yml")
  URI description;

  @Override
  protected URI document() {
    return document;
  }

  @Override
  protected URI description() {
    return description;
  }
}
