package org.aclgen.runtime.matrix.jersey;

import org.aclgen.runtime.matrix.JaxRsServer;
import org.aclgen.runtime.matrix.QueryAclMatrix;

/** Query placeholders and ACLs checked in code on Jersey 3.1 with the Grizzly HTTP server. */
class JerseyQueryAclMatrixTest extends QueryAclMatrix {

  @Override
  protected JaxRsServer.Factory implementation() {
    return Jersey.factory();
  }
}
