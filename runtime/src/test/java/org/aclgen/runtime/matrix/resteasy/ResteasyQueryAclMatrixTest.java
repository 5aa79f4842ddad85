package org.aclgen.runtime.matrix.resteasy;

import org.aclgen.runtime.matrix.JaxRsServer;
import org.aclgen.runtime.matrix.QueryAclMatrix;

/** Query placeholders and ACLs checked in code on RESTEasy 6 with the Undertow HTTP server. */
class ResteasyQueryAclMatrixTest extends QueryAclMatrix {

  @Override
  protected JaxRsServer.Factory implementation() {
    return Resteasy.factory();
  }
}
