/**
 * What the token validators of aclgen's artifacts share: the HTTP side of every upstream they ask
 * (a token service, an identity provider's metadata, keys and introspection), with a size limit and
 * a deadline for the whole reply ({@link org.aclgen.tokens.internal.UpstreamHttp}), and the bounded
 * cache of validated tokens ({@link org.aclgen.tokens.internal.BoundedCache}). <strong>Not
 * API:</strong> these classes are public only because {@code org.aclgen.jwt} uses them; on the
 * module path they are exported to it alone. They may change or disappear in any release.
 * Applications must not use them.
 */
package org.aclgen.tokens.internal;
