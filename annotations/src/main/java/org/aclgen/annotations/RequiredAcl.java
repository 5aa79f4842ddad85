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
 * sub-resource locator paths, and the method {@code @Path}) or a query parameter the method reads
 * ({@code @QueryParam}); the processor checks the template's syntax and its placeholders and
 * reports the position of any fault.
 *
 * <h2>A placeholder filled from the query</h2>
 *
 * <p>A placeholder that names no path variable but a {@code @QueryParam} is filled from the
 * request's query, as one word, before any code of the application runs:
 *
 * <pre>{@code
 * @POST
 * @Path("/users/password/reset")
 * @RequiredAcl("auth.users.password.reset.{user_uuid}.create")
 * public void reset(@QueryParam("user_uuid") String userUuid) { ... }
 * }</pre>
 *
 * <p>A request whose query lacks the parameter, or gives it empty or more than once, has no ACL and
 * is refused (403). A name that is both a path variable and a query parameter is the path variable.
 *
 * <h2>An ACL checked in code</h2>
 *
 * <p>When a placeholder's value is known only to the resource's own code (it comes from the request
 * body, say), {@code checkedInCode = true} declares the template for the registry and the API
 * description, while the runtime only requires a valid token before the method runs; the method
 * then checks the ACL itself with {@code AclPrincipal.requireAcl}, which refuses exactly as the
 * runtime does:
 *
 * <pre>{@code
 * @POST
 * @Path("/graphql")
 * @RequiredAcl(value = "dird.graphql.{root_field_name}", checkedInCode = true)
 * public Result query(Query query, @Context SecurityContext security) {
 *   AclPrincipal caller = AclPrincipal.of(security);
 *   for (String field : query.rootFieldNames()) {
 *     caller.requireAcl(Map.of("root_field_name", field));
 *   }
 *   ...
 * }
 * }</pre>
 *
 * <p>The placeholders of such a template may name anything; the template must be explicit.
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

  /**
   * Whether the resource method checks the ACL in its own code (with {@code
   * AclPrincipal.requireAcl}) rather than the runtime before the method runs; the runtime then
   * requires a valid token only. For a template whose values only the method can know, such as a
   * field of the request body. Needs an explicit {@link #value()}.
   */
  boolean checkedInCode() default false;
}
