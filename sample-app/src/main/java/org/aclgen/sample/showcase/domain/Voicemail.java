package org.aclgen.sample.showcase.domain;

/**
 * A user's voicemail box.
 *
 * @param id the voicemail id
 * @param name the box's name
 * @param number the box number
 * @param context the dial plan context
 */
public record Voicemail(int id, String name, String number, String context) {}
