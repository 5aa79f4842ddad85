/**
 * The sample app: one process, one port, two parts. {@link org.aclgen.sample.showcase} is what
 * shows aclgen (annotated resources, the wiring, the pages); {@link org.aclgen.sample.platform} is
 * the platform it emulates so that the platform's own SDK can run against it (token service, event
 * service, RabbitMQ bus). This package starts both: the command line ({@link
 * org.aclgen.sample.Main}, {@link org.aclgen.sample.Options}), the Jetty server and its guards
 * ({@link org.aclgen.sample.SampleApp}), and the mounting of every service under the runtime's
 * {@code AclFeature} ({@link org.aclgen.sample.Services}).
 */
package org.aclgen.sample;
