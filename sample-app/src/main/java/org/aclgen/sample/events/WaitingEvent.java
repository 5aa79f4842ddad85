package org.aclgen.sample.events;

import org.aclgen.events.BusEvent;

/**
 * An event the RabbitMQ bus has accepted but the broker has not confirmed yet, with its place in
 * the order of its bus's events and its JSON body, which is what it weighs in {@link BusOutbox}.
 *
 * @param sequence the event's place among the events published through its bus, from 0
 * @param event the event
 * @param body {@code event}'s JSON, as it goes to the broker; never modified
 */
record WaitingEvent(long sequence, BusEvent event, byte[] body) {}
