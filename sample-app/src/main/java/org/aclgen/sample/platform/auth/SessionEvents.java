package org.aclgen.sample.platform.auth;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.aclgen.sample.platform.bus.TokenServiceSignals;
import org.aclgen.sample.showcase.events.AppEvents;

/**
 * Announces on the bus, as the platform's token service does, every session that ends: {@code
 * auth_session_deleted} when a token is revoked, replaced as its user's oldest, or expires. The
 * store is swept every {@link #SWEEP_EVERY}, so an expiry is announced within that time (a database
 * store sweeps a bounded batch each time).
 */
public final class SessionEvents implements IssuedTokenListener, AutoCloseable {

  private static final Logger LOG = Logger.getLogger(SessionEvents.class.getName());

  /** How often expired tokens are swept out of the store, and announced. */
  static final Duration SWEEP_EVERY = Duration.ofSeconds(5);

  /**
   * How often the token service tells the bus it is alive: a tenth of the validators' default trust
   * bound (1 s), so that only a stall of nine beats in a row costs them their cache.
   */
  static final Duration HEARTBEAT_EVERY = Duration.ofMillis(100);

  /** How long closing waits for a beat on its way, so that no beat follows the goodbye. */
  private static final Duration LAST_BEAT_WAIT = Duration.ofSeconds(2);

  private final AppEvents events;
  private final TokenServiceSignals signals;
  private final boolean beating;
  private final ScheduledExecutorService sweeper;
  // Its own thread: a sweep waiting on a slow database must not delay the beats.
  private final ScheduledExecutorService heartbeat;

  private SessionEvents(AppEvents events, TokenServiceSignals signals, boolean beating) {
    this.events = events;
    this.signals = signals;
    this.beating = beating;
    this.sweeper = daemonScheduler("token-expiry-sweeper");
    this.heartbeat = daemonScheduler("token-service-heartbeat");
  }

  private static ScheduledExecutorService daemonScheduler(String name) {
    return Executors.newSingleThreadScheduledExecutor(
        runnable -> {
          Thread thread = new Thread(runnable, name);
          thread.setDaemon(true);
          return thread;
        });
  }

  /**
   * Announces the ends of the sessions of {@code tokens} on {@code events}, until closed; when
   * {@code heartbeat} (this instance serves tokens to others), also sends the token service's
   * heartbeat on {@code signals} every {@link #HEARTBEAT_EVERY}, which tells the other instances'
   * revocation feeds that no revocation waits unsent, and its goodbye when closed.
   */
  public static SessionEvents announce(
      TokenStore tokens, AppEvents events, TokenServiceSignals signals, boolean heartbeat) {
    SessionEvents sessions = new SessionEvents(events, signals, heartbeat);
    tokens.addIssuedTokenListener(sessions);
    long every = SWEEP_EVERY.toMillis();
    sessions.sweeper.scheduleWithFixedDelay(
        () -> sweep(tokens), every, every, TimeUnit.MILLISECONDS);
    if (heartbeat) {
      long beat = HEARTBEAT_EVERY.toMillis();
      sessions.heartbeat.scheduleAtFixedRate(() -> beat(signals), 0, beat, TimeUnit.MILLISECONDS);
    }
    return sessions;
  }

  private static void beat(TokenServiceSignals signals) {
    try {
      signals.alive();
    } catch (RuntimeException e) {
      // A beat that throws would end the schedule; a missed beat only shortens the others' trust.
      LOG.log(Level.WARNING, "the token service's heartbeat could not be sent: " + e.getMessage());
    }
  }

  private static void sweep(TokenStore tokens) {
    try {
      tokens.purgeExpired();
    } catch (RuntimeException e) {
      // A sweep that throws would end the schedule: a database that is down now is swept later.
      LOG.log(Level.WARNING, "expired tokens could not be swept: " + e.getMessage());
    }
  }

  @Override
  public void revoked(IssuedToken token) {
    announce(token);
  }

  @Override
  public void expired(IssuedToken token) {
    announce(token);
  }

  private void announce(IssuedToken token) {
    String tenant = token.metadata().getOrDefault("tenant_uuid", TokenData.TENANT_UUID);
    events.sessionDeleted(token.sessionUuid(), token.authId(), tenant);
  }

  /**
   * Stops sweeping and beating; a token service then says goodbye on the bus, after every event it
   * published (if some still wait for the broker, it says nothing: the validators forget it after
   * their TTL).
   */
  @Override
  public void close() {
    sweeper.shutdownNow();
    heartbeat.shutdownNow();
    if (beating && lastBeatDone()) {
      signals.stopped();
    }
  }

  /**
   * Stops sweeping and beating without a goodbye, for a token service that could not make sure that
   * no revocation follows it: the validators then forget it only after their TTL, and keep to their
   * bound until then.
   */
  public void closeWithoutGoodbye() {
    sweeper.shutdownNow();
    heartbeat.shutdownNow();
  }

  /** Whether the beat on its way, if any, is over: a beat after the goodbye would undo it. */
  private boolean lastBeatDone() {
    try {
      return heartbeat.awaitTermination(LAST_BEAT_WAIT.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
