package org.aclgen.stacks.dropwizard;

import static org.assertj.core.api.Assertions.assertThat;

import io.dropwizard.testing.ConfigOverride;
import io.dropwizard.testing.ResourceHelpers;
import io.dropwizard.testing.junit5.DropwizardAppExtension;
import io.dropwizard.testing.junit5.DropwizardExtensionsSupport;
import java.net.URI;
import org.aclgen.stacks.ContextPrincipalMatrix;
import org.aclgen.stacks.StackMatrix;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The matrix on Dropwizard 5: the application as its {@code main} starts it, with its configuration
 * file, started once by {@code DropwizardAppExtension} on a free port.
 */
@ExtendWith(DropwizardExtensionsSupport.class)
class DropwizardMatrixTest extends StackMatrix implements ContextPrincipalMatrix {

  static final DropwizardAppExtension<ConfdConfiguration> APP =
      new DropwizardAppExtension<>(
          ConfdDropwizardApplication.class,
          ResourceHelpers.resourceFilePath("confd.yml"),
          ConfigOverride.config("tokenService", StackTokens::start));

  @Override
  public URI base() {
    return URI.create("http://127.0.0.1:" + APP.getLocalPort() + "/");
  }

  @Test
  void theServicesDescriptionIsServedWithoutATokenWithEveryAcl() throws Exception {
    Reply reply = get("api/api.yml", null);
    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.body())
        .contains("x-required-acl: 'confd.users.create'")
        .contains("x-required-acl: 'confd.users.{user_id}.lines.{line_id}.update'");
  }
}
