/**
 * What the sample app shows of aclgen: the annotated resources of the configuration service ({@code
 * confd}) and the call service ({@code calld}), the telephony model behind them, the events they
 * raise under ACL templates, the explain service, and the pages (ACL explorer, API documentation
 * with the required ACLs). Read this part to see how a service uses aclgen.
 */
package org.aclgen.sample.showcase;
