package org.aclgen.openapi;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Set;

/** The sample app's confd service as an application under an {@code @ApplicationPath}. */
@ApplicationPath("/api/confd/1.1")
public class ConfdApplication extends Application {

  @Override
  public Set<Class<?>> getClasses() {
    return SampleAppResources.classes(SampleAppResources.entries("confd"));
  }
}
