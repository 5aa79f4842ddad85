package org.aclgen.stacks.spring4;

import com.example.confd.HealthResource;
import com.example.confd.InfosResource;
import com.example.confd.UsersResource;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.ApiDescriptionResource;
import org.glassfish.jersey.server.ResourceConfig;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/** The service's Jersey configuration, as on Spring Boot 3: nothing changes for aclgen. */
// [spring4-jersey-config]
@Component
public class ConfdJerseyConfig extends ResourceConfig {

  public ConfdJerseyConfig(@Value("${aclgen.token-service.url:}") String tokenService) {
    register(UsersResource.class);
    register(HealthResource.class);
    register(InfosResource.class);
    register(new ApiDescriptionResource("confd")); // public: GET /api/api.yml
    register(AclFeature.class);
    property("aclgen.token-service.url", tokenService);
  }
}
// [spring4-jersey-config]
