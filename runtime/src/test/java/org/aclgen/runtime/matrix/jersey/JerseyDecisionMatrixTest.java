package org.aclgen.runtime.matrix.jersey;

import org.aclgen.runtime.matrix.DecisionMatrix;
import org.aclgen.runtime.matrix.JaxRsServer;

/** Decisions and the audit log on Jersey 3.1 with the Grizzly HTTP server. */
class JerseyDecisionMatrixTest extends DecisionMatrix {

  @Override
  protected JaxRsServer.Factory implementation() {
    return Jersey.factory();
  }
}
