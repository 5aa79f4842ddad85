package org.aclgen.runtime.matrix.resteasy;

import org.aclgen.runtime.matrix.DecisionMatrix;
import org.aclgen.runtime.matrix.JaxRsServer;

/** Decisions and the audit log on RESTEasy 6 with the Undertow HTTP server. */
class ResteasyDecisionMatrixTest extends DecisionMatrix {

  @Override
  protected JaxRsServer.Factory implementation() {
    return Resteasy.factory();
  }
}
