package org.aclgen.sample.showcase.domain;

/**
 * A call of a user.
 *
 * @param id the call's id, the same as {@code callId}
 * @param callId the call's id, as the platform names it
 * @param userUuid the uuid of the user who placed the call
 * @param peerExten the number the call goes to
 * @param status {@code Ringing} when placed
 * @param creationTime when the call was placed, ISO-8601 in UTC
 * @param lineId the id of the caller's line the call was placed from; none when not chosen
 */
public record Call(
    String id,
    String callId,
    String userUuid,
    String peerExten,
    String status,
    String creationTime,
    Integer lineId) {}
