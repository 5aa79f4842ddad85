/** The event gate: bus events delivered only to listeners whose token grants the event's ACL. */
module org.aclgen.events {
  // Transitive: the event gate's API takes and returns ACL types (Acl, AclTemplate, AccessCheck).
  requires transitive org.aclgen.acl;
  // Transitive: EventBus.subscribe returns the token layer's Subscription.
  requires transitive org.aclgen.tokens;

  exports org.aclgen.events;
}
