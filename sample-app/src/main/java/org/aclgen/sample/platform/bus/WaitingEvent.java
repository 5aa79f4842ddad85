package org.aclgen.sample.platform.bus;

import com.rabbitmq.client.AMQP;
import java.util.Map;

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
record WaitingEvent(long sequence, String name, String originUuid, byte[] body) {

  /** The message's properties: JSON in UTF-8, with the event's name and origin as headers. */
  AMQP.BasicProperties properties() {
    return new AMQP.BasicProperties.Builder()
        .contentType("application/json")
        .contentEncoding("utf-8")
        .headers(Map.of("name", name, "origin_uuid", originUuid))
        .build();
  }
}
