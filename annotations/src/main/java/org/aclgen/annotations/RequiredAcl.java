package org.aclgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The ACL a token must grant to call a JAX-RS resource method.
 *
 * <h2>Explicit template</h2>
 *
 * <p>The value is an ACL template: words separated by dots, where a word {@code {name}} is a
 * placeholder filled at request time with the value of the path variable {@code name}:
 *
 * <pre>{@code
 * @GET
 * @Path("/users/{user_id}/lines")
 * @RequiredAcl("confd.users.{user_id}.lines.read")
 * public List<Line> lines(@PathParam("user_id") String userId) { ... }
 * }</pre>
 *
 * <p>Each placeholder must be a path variable of the method's full path (class {@code @Path}, any
 * sub-resource locator paths, and the method {@code @Path}); the processor checks the template's
 * syntax and its placeholders and reports the position of any fault.
 *
 * <h2>Derived ACL</h2>
 *
 * <p>An empty value, {@code @RequiredAcl}, derives the ACL by the naming rule: the service (see
 * {@link AclService}), the words of the path relative to the application root, and the action of
 * the HTTP method ({@code GET}, {@code HEAD}, {@code OPTIONS} give {@code read}; {@code PUT},
 * {@code PATCH} give {@code update}; {@code POST} gives {@code create}; {@code DELETE} gives {@code
 * delete}). In service {@code confd}, {@code GET /users/{user_id}/lines} gets {@code
 * confd.users.{user_id}.lines.read}. A variable's regular expression ({@code {id: [0-9]+}}) is
 * dropped. Other HTTP methods need an explicit template.
 *
 * <h2>On a class</h2>
 *
 * <p>On a resource class, the annotation applies to every resource method of the class that has
 * neither {@code @RequiredAcl} nor {@link PublicResource} of its own; {@code @RequiredAcl} on a
 * class is the usual way to derive the ACL of all its methods.
 *
 * <h2>No annotation</h2>
 *
 * <p>A resource method with no ACL at all is protected by the default {@code <service>.#}, which
 * only administrators hold; the processor warns about it (the option {@code
 * -Aaclgen.missingAcl=error} makes it an error, {@code ignore} silences it).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface RequiredAcl {

  /**
   * The ACL template, such as {@code confd.users.{user_id}.read}; empty (the default) derives it
   * from the service, the path and the HTTP method.
   */
  String value() default "";
}
