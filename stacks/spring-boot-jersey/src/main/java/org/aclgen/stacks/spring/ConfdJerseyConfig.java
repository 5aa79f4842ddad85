package org.aclgen.stacks.spring;

import com.example.confd.HealthResource;
import com.example.confd.InfosResource;
import com.example.confd.UsersResource;
import io.swagger.v3.jaxrs2.integration.resources.OpenApiResource;
import io.swagger.v3.oas.integration.SwaggerConfiguration;
import java.util.Set;
import org.aclgen.openapi.AclSpecFilter;
import org.aclgen.runtime.AclFeature;
import org.glassfish.jersey.server.ResourceConfig;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

// [spring-jersey-config]
@Component
public class ConfdJerseyConfig extends ResourceConfig {

  public ConfdJerseyConfig(@Value("${aclgen.token-service.url:}") String tokenService) {
    register(UsersResource.class);
    register(HealthResource.class);
    register(InfosResource.class);
    register(AclFeature.class);
    property("aclgen.token-service.url", tokenService);
    // swagger-core's resource: the document is served without a token, with every ACL merged in.
    property("aclgen.public-resources", OpenApiResource.class.getName());
    register(
        new OpenApiResource()
            .openApiConfiguration(
                new SwaggerConfiguration()
                    .resourcePackages(Set.of("com.example.confd"))
                    .filterClass(AclSpecFilter.class.getName())));
  }
}
// [spring-jersey-config]
