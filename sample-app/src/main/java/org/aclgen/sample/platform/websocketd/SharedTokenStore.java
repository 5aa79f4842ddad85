package org.aclgen.sample.platform.websocketd;

import java.util.Collection;
import java.util.Set;

/**
 * A token store that other token services revoke in too, one database shared by all: its revocation
 * listeners hear of this instance's revocations only, so the event service also asks it, every
 * {@link EventService#REVALIDATE_EVERY}, which of its sessions' tokens are still there.
 */
public interface SharedTokenStore {

  /**
   * Which of {@code tokens} the store still holds, in one look however many there are.
   *
   * @throws RuntimeException when the store cannot answer now
   */
  Set<String> presentAmong(Collection<String> tokens);
}
