package org.aclgen.runtime.matrix.jersey;

import org.aclgen.runtime.matrix.FeatureForgottenMatrix;
import org.aclgen.runtime.matrix.JaxRsServer;
import org.aclgen.runtime.matrix.MatrixResources;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.server.ServerProperties;
import org.junit.jupiter.api.Test;

/** The forgotten feature on Jersey 3.1 with Grizzly. */
class JerseyFeatureForgottenTest extends FeatureForgottenMatrix {

  @Override
  protected JaxRsServer.Factory implementation() {
    return Jersey.factory();
  }

  @Test
  void aResourceConfigWithoutTheFeatureDoesNotStart() {
    assertRefused(new ResourceConfig(MatrixResources.Users.class, MatrixResources.Misc.class));
  }

  @Test
  void aResourceConfigWithAutoDiscoveryOffWithoutTheFeatureDoesNotStart() {
    assertRefused(
        new ResourceConfig(MatrixResources.Users.class)
            .property(ServerProperties.FEATURE_AUTO_DISCOVERY_DISABLE, true));
  }
}
