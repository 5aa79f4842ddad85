package org.aclgen.sample.showcase.domain;

/**
 * A user's CTI (computer telephony) settings.
 *
 * @param enabled whether the user may use a CTI client
 * @param ctiProfileId the id of the CTI profile
 * @param ctiProfileName the name of the CTI profile
 */
public record Cti(boolean enabled, int ctiProfileId, String ctiProfileName) {}
