package org.aclgen.stacks.dropwizard;

import com.example.confd.HealthResource;
import com.example.confd.InfosResource;
import com.example.confd.UsersResource;
import io.dropwizard.core.Application;
import io.dropwizard.core.setup.Environment;
import io.dropwizard.lifecycle.Managed;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.ApiDescriptionResource;
import org.aclgen.tokens.RemoteTokenValidator;

/** The stack app as a Dropwizard application: resources and the feature registered in run(). */
public class ConfdDropwizardApplication extends Application<ConfdConfiguration> {

  public static void main(String[] args) throws Exception {
    new ConfdDropwizardApplication().run(args);
  }

  // [dropwizard-run]
  @Override
  public void run(ConfdConfiguration configuration, Environment environment) {
    RemoteTokenValidator validator =
        RemoteTokenValidator.builder(configuration.getTokenService()).build();
    environment.lifecycle().manage(closing(validator));
    environment.jersey().register(new UsersResource());
    environment.jersey().register(new HealthResource());
    environment.jersey().register(new InfosResource());
    // public: GET /api/api.yml, the processor's description with every ACL
    environment.jersey().register(new ApiDescriptionResource("confd"));
    environment.jersey().register(new AclFeature(validator));
  }

  /** Closes the validator (its cache, its revocation feed if any) when the server stops. */
  static Managed closing(RemoteTokenValidator validator) {
    return new Managed() {
      @Override
      public void stop() {
        validator.close();
      }
    };
  }
  // [dropwizard-run]
}
