/**
 * Turns a token into what it grants, with no JAX-RS: the {@link org.aclgen.tokens.TokenValidator}
 * contract and its answer {@link org.aclgen.tokens.ValidatedToken}; {@link
 * org.aclgen.tokens.RemoteTokenValidator}, which asks a token service and caches the answer within
 * bounds; the {@link org.aclgen.tokens.RevocationFeed} that makes the cache forget revoked tokens
 * at once; {@link org.aclgen.tokens.PrincipalTokens} for servers that authenticate callers
 * themselves. What the JAX-RS runtime, the OpenID Connect validators of aclgen-jwt and an event
 * service share. Classes that are not public are not API.
 */
package org.aclgen.tokens;
