/**
 * The ACL language (parser, matcher, templates) and the format of the registry the processor
 * generates. The JSON reader and writer and the OpenAPI vocabulary in {@code
 * org.aclgen.acl.internal} are not API: on the module path they are exported only to the aclgen
 * artifacts that use them.
 */
module org.aclgen.acl {
  exports org.aclgen.acl;
  exports org.aclgen.acl.registry;
  exports org.aclgen.acl.internal to
      org.aclgen.runtime,
      org.aclgen.events,
      org.aclgen.tokens,
      org.aclgen.jwt,
      org.aclgen.quarkus,
      org.aclgen.processor,
      org.aclgen.openapi;
}
