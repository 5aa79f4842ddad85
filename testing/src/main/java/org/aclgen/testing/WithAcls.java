package org.aclgen.testing;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Runs a JUnit 5 test with a token of {@link #user()} carrying {@link #value()}, issued in {@link
 * TestTokens#store()} before the test and revoked after it. The test takes the token as an {@link
 * IssuedToken} parameter and sends {@link IssuedToken#token()} in {@code X-Auth-Token}:
 *
 * <pre>{@code
 * @Test
 * @WithAcls("confd.users.me.read")
 * void readsItsOwnUser(IssuedToken token) {
 *   Response reply = target("users/user").request().header("X-Auth-Token", token.token()).get();
 *   assertThat(reply.getStatus()).isEqualTo(200);
 * }
 * }</pre>
 *
 * <p>On a class, it applies to each test of the class (and of its nested classes) that does not
 * carry its own. {@code @WithAcls} without ACLs gives a valid token that grants nothing: the caller
 * of a 403.
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE})
@ExtendWith(AclTokenExtension.class)
public @interface WithAcls {

  /** The token's ACLs; {@code me} in them stands for {@link #user()}. */
  String[] value() default {};

  /** The token's user ({@code auth_id}). */
  String user() default "user";
}
