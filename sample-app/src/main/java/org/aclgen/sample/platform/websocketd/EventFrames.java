package org.aclgen.sample.platform.websocketd;

import java.util.EnumMap;
import java.util.Map;
import org.aclgen.events.BusEvent;

/** The frames of one event, written once per protocol version however many clients receive it. */
final class EventFrames {

  private final BusEvent event;
  private final Map<ProtocolVersion, String> frames = new EnumMap<>(ProtocolVersion.class);

  EventFrames(BusEvent event) {
    this.event = event;
  }

  synchronized String frame(ProtocolVersion version) {
    return frames.computeIfAbsent(version, v -> v.event(event));
  }
}
