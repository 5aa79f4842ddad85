package org.aclgen.stacks.dropwizard;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.example.confd.HealthResource;
import com.example.confd.InfosResource;
import com.example.confd.UsersResource;
import io.dropwizard.core.Application;
import io.dropwizard.core.setup.Environment;
import io.dropwizard.testing.ConfigOverride;
import io.dropwizard.testing.DropwizardTestSupport;
import io.dropwizard.testing.ResourceHelpers;
import org.aclgen.runtime.ApiDescriptionResource;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/**
 * The application of {@link ConfdDropwizardApplication} without its {@code
 * environment.jersey().register(new AclFeature(validator))} line: aclgen's runtime is on the class
 * path and the resources are listed in the service's registry, so Dropwizard must not start it.
 */
class ForgottenFeatureOnDropwizardTest {

  /** The same application, whose run() forgot the feature. */
  public static class ConfdWithoutFeature extends Application<ConfdConfiguration> {
    @Override
    public void run(ConfdConfiguration configuration, Environment environment) {
      environment.jersey().register(new UsersResource());
      environment.jersey().register(new HealthResource());
      environment.jersey().register(new InfosResource());
      environment.jersey().register(new ApiDescriptionResource("confd"));
    }
  }

  @Test
  void theApplicationDoesNotStartAndTheFailureNamesAclgen() {
    DropwizardTestSupport<ConfdConfiguration> app =
        new DropwizardTestSupport<>(
            ConfdWithoutFeature.class,
            ResourceHelpers.resourceFilePath("confd.yml"),
            ConfigOverride.config("tokenService", StackTokens::start));
    try {
      assertThatThrownBy(app::before)
          .hasStackTraceContaining("[aclgen.feature-missing]")
          .hasStackTraceContaining("AclFeature");
    } finally {
      app.after();
    }
  }
}
