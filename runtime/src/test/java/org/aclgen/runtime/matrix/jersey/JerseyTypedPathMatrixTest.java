package org.aclgen.runtime.matrix.jersey;

import org.aclgen.runtime.matrix.JaxRsServer;
import org.aclgen.runtime.matrix.TypedPathMatrix;

/** Typed path values on Jersey 3.1 with the Grizzly HTTP server. */
class JerseyTypedPathMatrixTest extends TypedPathMatrix {

  @Override
  protected JaxRsServer.Factory implementation() {
    return Jersey.factory();
  }
}
