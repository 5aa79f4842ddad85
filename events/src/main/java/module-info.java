/** The event gate: bus events delivered only to listeners whose token grants the event's ACL. */
module org.aclgen.events {
  // Transitive: the event gate's API takes and returns ACL types (Acl, AclTemplate, AccessCheck).
  requires transitive org.aclgen.acl;

  exports org.aclgen.events;
}
