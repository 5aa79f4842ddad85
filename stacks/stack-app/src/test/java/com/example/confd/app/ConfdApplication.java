package com.example.confd.app;

import com.example.confd.HealthResource;
import com.example.confd.InfosResource;
import com.example.confd.UsersResource;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Map;
import java.util.Set;
import org.aclgen.runtime.AclFeature;

// [readme-application]
@ApplicationPath("/")
public class ConfdApplication extends Application {

  // Overriding getClasses or getSingletons turns class scanning off: list every resource here.
  @Override
  public Set<Class<?>> getClasses() {
    return Set.of(UsersResource.class, HealthResource.class, InfosResource.class, AclFeature.class);
  }

  @Override
  public Map<String, Object> getProperties() {
    return Map.of(
        "aclgen.token-service.url",
        System.getProperty("confd.token-service", "http://127.0.0.1:9497/api/auth/0.1"));
  }
}
// [readme-application]
