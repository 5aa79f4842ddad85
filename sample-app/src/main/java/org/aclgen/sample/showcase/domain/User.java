package org.aclgen.sample.showcase.domain;

/**
 * A user of the platform.
 *
 * @param id the numeric id
 * @param uuid the uuid, the {@code user_id} of the user's resources
 * @param username the login name
 */
public record User(int id, String uuid, String username) {}
