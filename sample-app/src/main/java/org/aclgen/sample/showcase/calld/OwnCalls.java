package org.aclgen.sample.showcase.calld;

import org.aclgen.sample.showcase.domain.CallBoard;
import org.aclgen.sample.showcase.domain.UnknownIdException;

/** Finds a call among its user's own calls, so that other users' call ids cannot be probed. */
final class OwnCalls {

  private OwnCalls() {}

  /**
   * Checks that {@code callId} is one of {@code userUuid}'s calls.
   *
   * @throws UnknownIdException if it is not
   */
  static void require(CallBoard callBoard, String userUuid, String callId) {
    boolean own = callBoard.calls(userUuid).stream().anyMatch(call -> call.callId().equals(callId));
    if (!own) {
      throw new UnknownIdException("call of this user", callId);
    }
  }
}
