package org.aclgen.runtime.matrix.resteasy;

import org.aclgen.runtime.matrix.JaxRsServer;
import org.aclgen.runtime.matrix.TypedPathMatrix;

/** Typed path values on RESTEasy 6 with the Undertow HTTP server. */
class ResteasyTypedPathMatrixTest extends TypedPathMatrix {

  @Override
  protected JaxRsServer.Factory implementation() {
    return Resteasy.factory();
  }
}
