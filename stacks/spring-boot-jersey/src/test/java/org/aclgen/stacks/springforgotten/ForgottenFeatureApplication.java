package org.aclgen.stacks.springforgotten;

import com.example.confd.HealthResource;
import com.example.confd.InfosResource;
import com.example.confd.UsersResource;
import org.glassfish.jersey.server.ResourceConfig;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The stack app on Spring Boot with Jersey, but the ResourceConfig forgot {@code AclFeature}. */
@SpringBootApplication
public class ForgottenFeatureApplication {

  @Bean
  ResourceConfig jersey() {
    return new ResourceConfig(UsersResource.class, HealthResource.class, InfosResource.class);
  }
}
