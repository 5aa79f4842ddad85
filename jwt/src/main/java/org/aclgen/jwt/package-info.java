/**
 * Token validators for the tokens of an OpenID Connect provider or an OAuth 2 server, for {@link
 * org.aclgen.runtime.AclFeature}: {@link org.aclgen.jwt.JwtTokenValidator} verifies JWT access
 * tokens offline against the issuer's published keys, {@link
 * org.aclgen.jwt.IntrospectionTokenValidator} asks the server about opaque tokens (RFC 7662), and
 * {@link org.aclgen.jwt.BackchannelLogout} ends a session's tokens when the provider says so.
 * Nothing here imports JAX-RS.
 */
package org.aclgen.jwt;
