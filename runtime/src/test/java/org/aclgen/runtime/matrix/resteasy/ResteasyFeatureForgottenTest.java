package org.aclgen.runtime.matrix.resteasy;

import org.aclgen.runtime.matrix.FeatureForgottenMatrix;
import org.aclgen.runtime.matrix.JaxRsServer;

/** The forgotten feature on RESTEasy 6 with Undertow. */
class ResteasyFeatureForgottenTest extends FeatureForgottenMatrix {

  @Override
  protected JaxRsServer.Factory implementation() {
    return Resteasy.factory();
  }
}
