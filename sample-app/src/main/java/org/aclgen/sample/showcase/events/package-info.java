/**
 * The events the sample app raises ({@link org.aclgen.sample.showcase.events.AppEvents}), each
 * under the {@code required_acl} template of {@link org.aclgen.sample.showcase.events.EventAcls}:
 * the {@code aclgen-events} side of the showcase. The event service that passes them to WebSocket
 * clients is in {@link org.aclgen.sample.platform.websocketd}.
 */
package org.aclgen.sample.showcase.events;
