package org.aclgen.javaxtest;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;

/**
 * The javax runtime on Jersey 2 in an application that forgot {@code AclFeature}: Jersey 2 finds
 * aclgen's auto-discoverable in the transformed jar, and the application does not start.
 */
class JavaxFeatureForgottenTest {

  @Test
  void aResourceConfigWithoutTheFeatureDoesNotStart() {
    ResourceConfig application =
        new ResourceConfig(ShopResources.Orders.class, ShopResources.Items.class);
    assertThatThrownBy(
            () ->
                GrizzlyHttpServerFactory.createHttpServer(
                        URI.create("http://127.0.0.1:0/"), application)
                    .shutdownNow())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("[aclgen.feature-missing]")
        .hasMessageContaining("ShopResources$Orders");
  }
}
