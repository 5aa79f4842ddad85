package org.aclgen.testing;

import java.lang.reflect.Method;
import java.util.Optional;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * The JUnit 5 extension behind {@link WithAcls}: hands each test that declares an {@link
 * IssuedToken} parameter (or its {@code @BeforeEach} and {@code @AfterEach} methods) the token its
 * {@code @WithAcls} describes, issued once per test in {@link TestTokens#store()}, and revokes that
 * token when the test is over.
 *
 * <p>{@code @WithAcls} registers it; {@code @ExtendWith(AclTokenExtension.class)} is only needed on
 * a class whose tests each carry their own {@code @WithAcls}, which registers it anyway.
 */
public final class AclTokenExtension
    implements ParameterResolver, AfterEachCallback, TestExecutionExceptionHandler {

  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(AclTokenExtension.class);
  private static final String TOKEN = "token";

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == IssuedToken.class;
  }

  @Override
  public IssuedToken resolveParameter(ParameterContext parameter, ExtensionContext context) {
    Optional<Method> test = context.getTestMethod();
    if (test.isEmpty() || !(parameter.getDeclaringExecutable() instanceof Method)) {
      throw new ParameterResolutionException(
          "[aclgen.with-acls] an IssuedToken belongs to one test: take it as a parameter of the"
              + " test method (or of its @BeforeEach or @AfterEach method), not of "
              + parameter.getDeclaringExecutable());
    }
    IssuedToken issued = context.getStore(NAMESPACE).get(TOKEN, IssuedToken.class);
    if (issued == null) {
      issued = issue(withAcls(test.get(), context.getRequiredTestClass()), test.get());
      context.getStore(NAMESPACE).put(TOKEN, issued);
    }
    return issued;
  }

  /**
   * Adds a hint to a failed test whose token {@link TestTokens#store()} was never asked about: the
   * application under test validated tokens some other way, so it could only refuse this one (401)
   * or fail to reach its token service (503). On Quarkus, the test profile that selects the store
   * is the usual thing missing.
   */
  @Override
  public void handleTestExecutionException(ExtensionContext context, Throwable thrown)
      throws Throwable {
    IssuedToken issued = context.getStore(NAMESPACE).get(TOKEN, IssuedToken.class);
    if (issued != null && !TestTokens.store().wasAsked(issued.token())) {
      thrown.addSuppressed(
          new AssertionError(
              "[aclgen.with-acls] the application under test never asked TestTokens.store()"
                  + " about the token that @WithAcls issued for "
                  + context.getRequiredTestMethod().getName()
                  + ", so it validates tokens some other way and knows nothing of this one: on"
                  + " Quarkus, annotate the test class @TestProfile(AclTestProfile.class)"
                  + " (org.aclgen.testing.quarkus), or select"
                  + " org.aclgen.testing.quarkus.TestTokenValidator in a profile of your own;"
                  + " elsewhere, give the application's AclFeature TestTokens.store()"));
    }
    throw thrown;
  }

  /** Revokes the test's token, so that no later test can use it. */
  @Override
  public void afterEach(ExtensionContext context) {
    IssuedToken issued = context.getStore(NAMESPACE).remove(TOKEN, IssuedToken.class);
    if (issued != null) {
      TestTokens.store().revoke(issued.token());
    }
  }

  /** The test's {@code @WithAcls}: its own, else its class's, else an enclosing class's. */
  private static WithAcls withAcls(Method test, Class<?> testClass) {
    Optional<WithAcls> found = AnnotationSupport.findAnnotation(test, WithAcls.class);
    for (Class<?> c = testClass; found.isEmpty() && c != null; c = c.getEnclosingClass()) {
      found = AnnotationSupport.findAnnotation(c, WithAcls.class);
    }
    return found.orElseThrow(
        () ->
            new ParameterResolutionException(
                "[aclgen.with-acls] "
                    + test.getName()
                    + " takes an IssuedToken but neither it nor its class carries @WithAcls:"
                    + " add @WithAcls(\"<acl>\") to say what the token grants"));
  }

  private static IssuedToken issue(WithAcls acls, Method test) {
    try {
      return TestTokens.issue(acls.user(), acls.value());
    } catch (IllegalArgumentException e) { // AclSyntaxException included
      throw new ParameterResolutionException(
          "[aclgen.with-acls] the @WithAcls of " + test.getName() + " is wrong: " + e.getMessage(),
          e);
    }
  }
}
