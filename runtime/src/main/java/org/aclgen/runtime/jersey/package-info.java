/**
 * aclgen's adapter to Jersey's public auto-discovery SPI; nothing here is for applications to call.
 */
package org.aclgen.runtime.jersey;
