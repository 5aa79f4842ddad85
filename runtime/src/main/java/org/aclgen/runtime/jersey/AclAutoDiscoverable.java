package org.aclgen.runtime.jersey;

import jakarta.ws.rs.ConstrainedTo;
import jakarta.ws.rs.RuntimeType;
import jakarta.ws.rs.core.FeatureContext;
import org.aclgen.runtime.EnforcementCheck;
import org.glassfish.jersey.internal.spi.ForcedAutoDiscoverable;

/**
 * Registers aclgen's {@link EnforcementCheck} in every Jersey server application, through Jersey's
 * auto-discovery SPI (as Jersey's own media modules register themselves), so that an application
 * which forgot {@code AclFeature} does not start instead of serving its operations without their
 * ACLs. Forced: it runs even where the application switched auto-discovery off. Jersey finds it in
 * {@code META-INF/services/org.glassfish.jersey.internal.spi.ForcedAutoDiscoverable}; applications
 * never use it.
 */
@ConstrainedTo(RuntimeType.SERVER)
public final class AclAutoDiscoverable implements ForcedAutoDiscoverable {

  /** The auto-discoverable as Jersey instantiates it. */
  public AclAutoDiscoverable() {}

  @Override
  public void configure(FeatureContext context) {
    if (context.getConfiguration().getRuntimeType() == RuntimeType.SERVER
        && !context.getConfiguration().isRegistered(EnforcementCheck.class)) {
      context.register(EnforcementCheck.class);
    }
  }
}
