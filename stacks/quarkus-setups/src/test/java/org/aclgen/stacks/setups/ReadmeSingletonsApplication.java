package org.aclgen.stacks.setups;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Set;
import org.aclgen.runtime.AclFeature;
import org.aclgen.stacks.StackTokens;
import org.aclgen.tokens.RemoteTokenValidator;

/** The registration the README showed before: the feature returned from getSingletons only. */
@ApplicationPath("/")
public class ReadmeSingletonsApplication extends Application {
  @Override
  public Set<Object> getSingletons() {
    return Set.of(new AclFeature(RemoteTokenValidator.builder(StackTokens.start()).build()));
  }
}
