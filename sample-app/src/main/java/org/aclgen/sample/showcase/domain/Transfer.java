package org.aclgen.sample.showcase.domain;

/**
 * A transfer of one of a user's calls to another number.
 *
 * @param id the transfer's id
 * @param initiatorCall the id of the transferred call
 * @param exten the number the call is transferred to
 * @param flow {@code attended} or {@code blind}
 * @param status {@code ringback} when started
 */
public record Transfer(String id, String initiatorCall, String exten, String flow, String status) {}
