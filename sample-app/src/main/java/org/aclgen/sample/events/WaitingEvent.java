package org.aclgen.sample.events;

/**
 * An event the RabbitMQ bus has accepted but the broker has not confirmed yet: its place in the
 * order of its bus's events, what its message's routing key and headers need, and its JSON body,
 * which is all it weighs in {@link BusOutbox}.
 *
 * @param sequence the event's place among the events published through its bus, from 0
 * @param name the event's name, its routing key
 * @param originUuid the uuid of the service that raised it
 * @param body the event's JSON, as it goes to the broker; never modified
 */
record WaitingEvent(long sequence, String name, String originUuid, byte[] body) {}
