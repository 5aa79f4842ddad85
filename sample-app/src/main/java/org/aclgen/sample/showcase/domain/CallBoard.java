package org.aclgen.sample.showcase.domain;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The calls and transfers in progress, each owned by the user who placed it.
 *
 * <p>A user only ever sees its own calls: another user's call id is answered as unknown, so that
 * ids cannot be probed. Every method runs under this object's lock.
 */
public final class CallBoard {

  private final Clock clock;
  private final Map<String, Call> calls = new LinkedHashMap<>();
  private final Map<String, Transfer> transfers = new LinkedHashMap<>();
  private final Map<String, String> transferOwners = new LinkedHashMap<>();
  private long lastId;

  /** Creates an empty board whose calls are stamped by {@code clock}. */
  public CallBoard(Clock clock) {
    this.clock = clock;
  }

  /** The calls of a user, oldest first. */
  public synchronized List<Call> calls(String userUuid) {
    return calls.values().stream().filter(call -> call.userUuid().equals(userUuid)).toList();
  }

  /** Places a call from a user to a number, on no line in particular. */
  public synchronized Call place(String userUuid, String exten) {
    return place(userUuid, exten, null);
  }

  /** Places a call from a user's line ({@code null}: no line in particular) to a number. */
  public synchronized Call place(String userUuid, String exten, Integer lineId) {
    String id = nextId();
    String now = Instant.now(clock).truncatedTo(ChronoUnit.MILLIS).toString();
    Call call = new Call(id, id, userUuid, exten, "Ringing", now, lineId);
    calls.put(id, call);
    return call;
  }

  /**
   * Hangs up one of a user's calls, ending the transfers of that call.
   *
   * @throws UnknownIdException if the user has no call with this id
   */
  public synchronized void hangUp(String userUuid, String callId) {
    ownCall(userUuid, callId);
    calls.remove(callId);
    transfers.values().removeIf(transfer -> transfer.initiatorCall().equals(callId));
    transferOwners.keySet().retainAll(transfers.keySet());
  }

  /** The transfers of a user, oldest first. */
  public synchronized List<Transfer> transfers(String userUuid) {
    return transfers.values().stream()
        .filter(transfer -> transferOwners.get(transfer.id()).equals(userUuid))
        .toList();
  }

  /**
   * Starts transferring one of a user's calls to a number.
   *
   * @throws UnknownIdException if the user has no call with this id
   */
  public synchronized Transfer transfer(String userUuid, String callId, String exten, String flow) {
    ownCall(userUuid, callId);
    String id = nextId();
    Transfer transfer = new Transfer(id, callId, exten, flow, "ringback");
    transfers.put(id, transfer);
    transferOwners.put(id, userUuid);
    return transfer;
  }

  /**
   * Completes one of a user's transfers: the transferred call leaves the user, and the transfer
   * ends.
   *
   * @throws UnknownIdException if the user has no transfer with this id
   */
  public synchronized void completeTransfer(String userUuid, String transferId) {
    Transfer transfer = ownTransfer(userUuid, transferId);
    calls.remove(transfer.initiatorCall());
    transfers.values().removeIf(other -> other.initiatorCall().equals(transfer.initiatorCall()));
    transferOwners.keySet().retainAll(transfers.keySet());
  }

  /**
   * Cancels one of a user's transfers; the call stays the user's.
   *
   * @throws UnknownIdException if the user has no transfer with this id
   */
  public synchronized void cancelTransfer(String userUuid, String transferId) {
    ownTransfer(userUuid, transferId);
    transfers.remove(transferId);
    transferOwners.remove(transferId);
  }

  private Transfer ownTransfer(String userUuid, String transferId) {
    Transfer transfer = transfers.get(transferId);
    if (transfer == null || !transferOwners.get(transferId).equals(userUuid)) {
      throw new UnknownIdException("transfer of this user", transferId);
    }
    return transfer;
  }

  private void ownCall(String userUuid, String callId) {
    Call call = calls.get(callId);
    if (call == null || !call.userUuid().equals(userUuid)) {
      throw new UnknownIdException("call of this user", callId);
    }
  }

  private String nextId() {
    lastId++;
    return Long.toString(lastId);
  }
}
