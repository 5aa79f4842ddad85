package org.aclgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a JAX-RS resource method, or every resource method of a class, as callable without a token.
 *
 * <p>Keep it for the few operations that must work before a client holds a token, such as token
 * issuance with HTTP Basic credentials or a health check. The value says why; the API description
 * shows it in the operation's description and declares the operation with {@code security: []}:
 *
 * <pre>{@code
 * @POST
 * @Path("/token")
 * @PublicResource("clients authenticate with HTTP Basic credentials to get a token")
 * public Response issue(@HeaderParam("Authorization") String basic) { ... }
 * }</pre>
 *
 * <p>A method annotated with both {@code @PublicResource} and {@link RequiredAcl} is an error. On a
 * class, {@code @PublicResource} applies to the methods that carry neither annotation themselves.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface PublicResource {

  /** Why the operation needs no token, shown in the API description. */
  String value() default "";
}
