/**
 * The RabbitMQ bus between instances ({@code --bus amqp://...}): an {@code EventBus} with publisher
 * confirms and an outbox for broker outages ({@link
 * org.aclgen.sample.platform.bus.RabbitEventBus}), and the revocation feed that tells other
 * instances' token validators of revoked sessions and of the token services' heartbeats.
 */
package org.aclgen.sample.platform.bus;
