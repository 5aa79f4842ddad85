package org.aclgen.sample.platform.bus;

import java.util.Map;
import java.util.Objects;
import org.aclgen.events.BusEvent;
import org.aclgen.events.EventBus;
import org.aclgen.events.RequiredEventAcl;

/**
 * The token service's own signals on the bus, for the other instances' revocation feeds only: its
 * heartbeat ({@value #ALIVE}: every {@code auth_session_deleted} it published before has been sent)
 * and its goodbye on a clean stop ({@value #STOPPED}). The feeds name the token service by the
 * event's {@code origin_uuid}; the event service never passes these on to its clients. Only a
 * RabbitMQ bus carries them: an in-process bus has no other instance to tell.
 */
public final class TokenServiceSignals {

  /** The name of the token service's heartbeat. */
  public static final String ALIVE = "aclgen_token_service_alive";

  /** The name of the token service's goodbye, sent after every event it published. */
  public static final String STOPPED = "aclgen_token_service_stopped";

  /** The required ACL of both: no client receives them, but every bus event names one. */
  private static final RequiredEventAcl SIGNAL_ACL =
      RequiredEventAcl.of("auth.revocations.heartbeat");

  private final EventBus bus;
  private final String originUuid;

  /** The signals of the token service {@code originUuid} on {@code bus}. */
  public TokenServiceSignals(EventBus bus, String originUuid) {
    this.bus = Objects.requireNonNull(bus, "bus");
    this.originUuid = Objects.requireNonNull(originUuid, "originUuid");
  }

  /** Whether {@code eventName} is for the revocation feeds only, never for the event service. */
  public static boolean isForRevocationFeedsOnly(String eventName) {
    return ALIVE.equals(eventName) || STOPPED.equals(eventName);
  }

  /** Sends the heartbeat on a RabbitMQ bus if nothing waits to be sent before it. */
  public void alive() {
    publishIfNothingWaits(ALIVE);
  }

  /**
   * Sends the goodbye on a RabbitMQ bus if nothing waits to be sent before it (the broker is up and
   * every earlier event was handed over); otherwise nothing is sent, and the validators forget this
   * token service once it has been silent for their TTL.
   */
  public void stopped() {
    publishIfNothingWaits(STOPPED);
  }

  private void publishIfNothingWaits(String name) {
    if (bus instanceof RabbitEventBus rabbit) {
      BusEvent event = new BusEvent(name, originUuid, SIGNAL_ACL, Map.of());
      try {
        rabbit.publishIfNothingWaits(event);
      } catch (IllegalStateException closed) {
        // The bus is closing with the app.
      }
    }
  }
}
