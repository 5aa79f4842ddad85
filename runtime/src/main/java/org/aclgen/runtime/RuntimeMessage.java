package org.aclgen.runtime;

import org.aclgen.acl.internal.CataloguedMessage;
import org.aclgen.acl.internal.MessageKind;

/**
 * The catalogue of everything the JAX-RS runtime tells the people who deploy and run a service: the
 * set-ups it refuses, and the lines it logs. Each message has a stable id, printed first as {@code
 * [aclgen.unlisted-method]}, that tests, documentation (docs/runtime.md, "Messages") and search
 * engines can rely on; the text names the problem and the fix. Several constants share an id when
 * they are variants of one problem, as the processor's catalogue does.
 *
 * <p>The kind lives here, not at the call site: a {@link MessageKind#THROWN} message is the text of
 * the exception that stops the start (or fails the call), the others are logged at their level.
 *
 * <p>Not here, on purpose:
 *
 * <ul>
 *   <li>the replies a refused request gets ({@link ErrorReplies}): they are the platform's reply
 *       shape, whose stable id is the {@code error_id} clients read. The two 500 replies, which are
 *       the server's fault, name the id of the log line that says why;
 *   <li>the checks of a method's arguments, such as {@code defaultService must be one literal ACL
 *       word}: a plain {@link IllegalArgumentException} thrown at the caller's line is the whole
 *       message, as in the JDK, and as the processor's own readers do;
 *   <li>the token layer's messages, which have their own catalogue in aclgen-tokens ({@code
 *       org.aclgen.tokens.TokenMessage}), since that artifact runs without this one.
 * </ul>
 */
enum RuntimeMessage implements CataloguedMessage {
  NO_REGISTRY(
      "aclgen.no-registry",
      MessageKind.THROWN,
      "aclgen found no AclRegistry on the class path: compile the resources with the aclgen"
          + " processor (aclgen-processor on the annotation processor path), which writes"
          + " META-INF/services/org.aclgen.acl.registry.AclRegistry and a registry class, or with"
          + " -Aaclgen.registry=resource %s; without either no resource can be protected, so the"
          + " application does not start"),
  REGISTRY_CONFLICT(
      "aclgen.registry-conflict",
      MessageKind.THROWN,
      "two AclRegistry entries for %s disagree: %s and %s; the class path holds two builds of"
          + " that resource (an old jar, or a registry left in the class output): keep one, or run"
          + " a clean build"),
  MALFORMED_TEMPLATE(
      "aclgen.malformed-template",
      MessageKind.THROWN,
      "malformed ACL template for %s: %s; write an ACL template such as"
          + " confd.users.{user_id}.read"),
  MALFORMED_PATH(
      "aclgen.malformed-path",
      MessageKind.THROWN,
      "%s of %s; write a JAX-RS path template such as /users/{user_id} or /items/{id: [0-9]+}"),
  REGISTRY_PLACEHOLDER(
      "aclgen.unknown-placeholder",
      MessageKind.THROWN,
      "the ACL template of %s names {%s}, which is no path variable of %s nor a placeholder the"
          + " entry fills from the query; the processor never writes such an entry, so compile the"
          + " resource again with the aclgen processor, or correct the registry table"),
  DECLARED_PLACEHOLDER(
      "aclgen.unknown-placeholder",
      MessageKind.THROWN,
      "the ACL template %s of %s names {%s}, which is no path variable; path variables are: %s."
          + " Use one of them, or a literal word"),
  QUERY_PLACEHOLDER_IS_PATH_VARIABLE(
      "aclgen.query-placeholder",
      MessageKind.THROWN,
      "the registry entry of %s fills {%s} from the query, but it is a path variable, which wins;"
          + " the processor never writes such an entry, so compile the resource again with the"
          + " aclgen processor, or correct the registry table"),
  QUERY_PLACEHOLDER_UNUSED(
      "aclgen.query-placeholder",
      MessageKind.THROWN,
      "the registry entry of %s fills {%s} from the query, but its ACL template %s has no such"
          + " placeholder; the processor never writes such an entry, so compile the resource again"
          + " with the aclgen processor, or correct the registry table"),
  NO_DEFAULT_SERVICE(
      "aclgen.no-default-service",
      MessageKind.THROWN,
      "UnmappedMethods.DEFAULT_ACL needs a service for <service>.#, and the registries name %s;"
          + " set it with AclFeature.builder(...).defaultService(\"name\") or the property %s"),
  UNLISTED_METHOD(
      "aclgen.unlisted-method",
      MessageKind.THROWN,
      "no AclRegistry entry for the resource method %s; give it an ACL with @RequiredAcl (or"
          + " mark it @PublicResource) and compile it with the aclgen processor, protect it with"
          + " <service>.# (the property aclgen.unmapped-methods=default-acl, or an AclFeature built"
          + " with unmappedMethods(UnmappedMethods.DEFAULT_ACL)), or, for a"
          + " resource built in code (Resource.builder), declare its operations with"
          + " AclFeature.builder(validator).requireAcl(\"GET\", \"/path\", \"service.path.read\") or"
          + " .publicOperation(\"GET\", \"/path\"). For a resource class of a library (an OpenAPI,"
          + " health or metrics endpoint), declare the class: .publicResource(%2$s.class) or"
          + " .protectResource(%2$s.class, \"service.path.read\"), or the property %3$s=%2$s"),
  UNLISTED_HANDLER(
      "aclgen.unlisted-method",
      MessageKind.THROWN,
      "no AclRegistry entry for %s, the handler of a resource built in code (Resource.builder)"
          + " by a lambda or another class without a name in the source, which no processor sees;"
          + " declare the operation it serves: AclFeature.builder(validator).requireAcl(\"GET\","
          + " \"/path\", \"service.path.read\") or .publicOperation(\"GET\", \"/path\"), or protect"
          + " every such handler with <service>.# (the property aclgen.unmapped-methods=default-acl,"
          + " or unmappedMethods(UnmappedMethods.DEFAULT_ACL))"),
  UNLISTED_METHOD_BEHIND_LOCATOR(
      "aclgen.unlisted-method",
      MessageKind.WARNING,
      "refusing every request to %s, a resource method found behind a sub-resource locator that no"
          + " AclRegistry lists; give it an explicit @RequiredAcl (or @PublicResource) and compile"
          + " it with the aclgen processor, or build the AclFeature with"
          + " unmappedMethods(UnmappedMethods.DEFAULT_ACL)"),
  NO_TOKEN_SERVICE(
      "aclgen.no-token-service",
      MessageKind.THROWN,
      "aclgen's feature was given no token validator, and no property %s names the token service"
          + " that validates tokens; set it (in application.properties, microprofile-config.properties"
          + " or the JAX-RS Application's properties), or give the feature a validator: on Quarkus a"
          + " TokenValidator bean (a JwtTokenValidator of aclgen-jwt, say), elsewhere register new"
          + " AclFeature(validator) instead of the class"),
  BAD_DURATION(
      "aclgen.bad-property",
      MessageKind.THROWN,
      "%s must be a duration in seconds or ISO-8601 (such as PT30S), got %s"),
  BAD_UNMAPPED_METHODS(
      "aclgen.bad-property", MessageKind.THROWN, "%s must be fail or default-acl, got %s"),
  BAD_TOKEN_SERVICE_SETTING(
      "aclgen.bad-property",
      MessageKind.THROWN,
      "the property %s is refused: %s; correct its value"),
  UNREADABLE_CONFIG(
      "aclgen.bad-property",
      MessageKind.THROWN,
      "could not read %s from MicroProfile Config: %s; check the value and the application's"
          + " config sources"),
  QUARKUS_EXTENSION_MISSING(
      "aclgen.quarkus-extension-missing",
      MessageKind.THROWN,
      "aclgen-runtime is on Quarkus REST without the aclgen-quarkus extension: Quarkus REST"
          + " applies no dynamic feature that AclFeature registers, whether the application lists"
          + " it in getClasses(), returns it from getSingletons() or configures it from a provider"
          + " of its own, so no operation would be authorized; add the org.aclgen:aclgen-quarkus"
          + " dependency, configured with aclgen.token-service.url in application.properties, and"
          + " remove AclFeature from the application (docs/stacks/quarkus.md)"),
  NO_CONTEXT_PRINCIPAL(
      "aclgen.no-context-principal",
      MessageKind.INFO,
      "this Jersey does not show its injection binder to the application, so @Context"
          + " AclPrincipal is not available; read the principal with"
          + " AclPrincipal.of(securityContext)"),
  DESCRIPTION_SERVICE(
      "aclgen.description-service",
      MessageKind.THROWN,
      "ApiDescriptionResource deployed by class serves the description of the only service of the"
          + " registries, and they name %s; register new ApiDescriptionResource(\"name\") or a"
          + " subclass with its own @Path instead"),
  NO_DESCRIPTION(
      "aclgen.no-description",
      MessageKind.THROWN,
      "no API description at %s on the class path: was the service compiled with the aclgen"
          + " processor? Compile it with aclgen-processor on the annotation processor path, or serve"
          + " the description of a service that is"),
  UNREADABLE_DESCRIPTION(
      "aclgen.description-io", MessageKind.THROWN, "cannot read the API description %s: %s"),
  DEPLOYED("aclgen.deployed", MessageKind.DEBUG, "%s operations from %s registries"),
  UNREADABLE_PRINCIPAL(
      "aclgen.principal-claims",
      MessageKind.WARNING,
      "the claims of the principal of %s %s could not be read: %s: %s; the request is refused"
          + " (401). The stack's authentication or the application's PrincipalTokens reader is at"
          + " fault"),
  VALIDATION_FAILED(
      "aclgen.validation-failed",
      MessageKind.WARNING,
      "token validation failed for %s %s: %s: %s; the request is refused (503), never allowed on"
          + " doubt. Check that the token service is up and reachable from this server"),
  RESTEASY_PRINCIPAL(
      "aclgen.resteasy-principal",
      MessageKind.THROWN,
      "RESTEasy refused the request's AclPrincipal (ResteasyContext.pushContext failed); please"
          + " report this with the stack trace and the RESTEasy version"),
  UNFILLED(
      "aclgen.unfilled",
      MessageKind.DEBUG,
      "no value for a placeholder of %s in %s: the request is refused (403)"),
  UNCHECKED(
      "aclgen.unchecked",
      MessageKind.ERROR,
      "%s declares @RequiredAcl(value = \"%s\", checkedInCode = true) but answered %s without"
          + " calling AclPrincipal.requireAcl; its reply is withheld (500). Call requireAcl before"
          + " the method acts. Only the first %s such replies are logged"),
  FEATURE_MISSING(
      "aclgen.feature-missing",
      MessageKind.THROWN,
      "this JAX-RS application deploys %s, which %s, but no AclFeature"
          + " enforces its ACL, so it would be served to anyone; aclgen refuses to start it."
          + " Register the feature: resourceConfig.register(new AclFeature(validator)) (Jersey,"
          + " Dropwizard's environment.jersey(), Spring Boot's ResourceConfig), or return"
          + " AclFeature.class from Application.getClasses() and set aclgen.token-service.url (any"
          + " JAX-RS); the page of your stack shows how (docs/stacks.md)"),
  UNJUDGED(
      "aclgen.unjudged",
      MessageKind.ERROR,
      "refused %s /%s: no aclgen filter judged this request, so the JAX-RS implementation deployed"
          + " its resource method without the authorization of AclFeature; register AclFeature as"
          + " the page of your stack shows (docs/stacks.md). Only the first %s such refusals are"
          + " logged"),
  BAD_LISTENERS_PROPERTY(
      "aclgen.bad-listeners-property",
      MessageKind.THROWN,
      "the configuration property %s holds a %s: it takes a DecisionListener, or an Iterable of"
          + " them"),
  LISTENER_FAILED(
      "aclgen.listener-failed",
      MessageKind.WARNING,
      "the decision listener %s threw %s; the verdict stands and the other listeners were told."
          + " Fix the listener: it must not throw. Only the first failure of a feature's listeners"
          + " is logged"),
  BAD_AUDIT_SETTING(
      "aclgen.bad-property", MessageKind.THROWN, "%s must be off, refusals or all, got %s"),
  BAD_BOOLEAN_SETTING(
      "aclgen.bad-property", MessageKind.THROWN, "%s must be true or false, got %s");

  private final Text text;

  RuntimeMessage(String id, MessageKind kind, String pattern) {
    this.text = new Text(id, kind, pattern);
  }

  @Override
  public Text text() {
    return text;
  }
}
