/**
 * Bus events under ACLs: the event value and its JSON form ({@link org.aclgen.events.BusEvent}),
 * the three states of its {@code required_acl} ({@link org.aclgen.events.RequiredEventAcl}), the
 * delivery rule ({@link org.aclgen.events.EventGate}), event ACL templates ({@link
 * org.aclgen.events.EventAclTemplate}) and the bus SPI ({@link org.aclgen.events.EventBus}) with an
 * in-process implementation.
 */
package org.aclgen.events;
