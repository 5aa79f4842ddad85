package org.aclgen.sample;

import org.glassfish.jersey.server.ResourceConfig;

/**
 * One JAX-RS application of the app and the URL prefix it is served under.
 *
 * @param name the ACL service word, such as {@code confd}
 * @param prefix the URL prefix without trailing slash, such as {@code /api/confd/1.1}
 * @param application the application: its resources, providers and the ACL feature
 */
record ServiceMount(String name, String prefix, ResourceConfig application) {}
