/**
 * The PostgreSQL token store of {@code --token-store jdbc:postgresql:...}: tokens and refresh
 * tokens in two tables that every token service on the same database shares, a schema versioned by
 * the app on start, and a HikariCP pool that finds the database again after an outage.
 */
package org.aclgen.sample.platform.auth.postgres;
