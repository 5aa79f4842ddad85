/**
 * The platform services the sample app emulates, so that the platform's SDK (token requests,
 * refresh tokens, the event socket) runs against a service protected by aclgen: the token service
 * with its PostgreSQL store, login throttling and session drain ({@code auth}), the WebSocket event
 * service ({@code websocketd}) and the RabbitMQ bus between instances ({@code bus}). Not what a
 * service using aclgen needs to read: see {@link org.aclgen.sample.showcase} for that.
 */
package org.aclgen.sample.platform;
