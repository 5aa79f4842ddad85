package org.aclgen.testing.quarkus;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Set;

/**
 * A {@code @QuarkusTest} profile in which aclgen-quarkus validates tokens with {@link
 * org.aclgen.testing.TestTokens#store()}, where {@link org.aclgen.testing.WithAcls} issues them:
 *
 * <pre>{@code
 * @QuarkusTest
 * @TestProfile(AclTestProfile.class)
 * class UsersResourceTest { ... }
 * }</pre>
 *
 * <p>The application's {@code aclgen.token-service.url} and its own {@code TokenValidator} bean, if
 * any, are left unused. A test with a profile of its own selects {@link TestTokenValidator} there.
 */
public class AclTestProfile implements QuarkusTestProfile {

  @Override
  public Set<Class<?>> getEnabledAlternatives() {
    return Set.of(TestTokenValidator.class);
  }
}
