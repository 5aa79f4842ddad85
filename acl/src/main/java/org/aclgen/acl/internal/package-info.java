/**
 * The JSON reader and writer, the OpenAPI vocabulary, the reading of path-template braces and the
 * kinds of catalogued messages that aclgen's own artifacts share. <strong>Not API:</strong> these
 * classes are public only because other aclgen artifacts use them ({@code org.aclgen.tokens} for
 * token replies, {@code org.aclgen.runtime} for error replies, {@code org.aclgen.events} for bus
 * messages, {@code org.aclgen.processor} and {@code org.aclgen.openapi} for {@link
 * org.aclgen.acl.internal.OpenApiVocabulary}, and both with {@code org.aclgen.runtime} for {@link
 * org.aclgen.acl.internal.PathBraces}, the catalogues of the runtime, the token layer, aclgen-jwt
 * and aclgen-quarkus for {@link org.aclgen.acl.internal.CataloguedMessage} and {@link
 * org.aclgen.acl.internal.MessageKind}); they may change or disappear in any release. Applications
 * must not use them.
 *
 * <p>They live in {@code aclgen-acl}, the one artifact both users depend on, because it has no
 * dependencies: the event gate reaches them without depending on JAX-RS, and a separate JSON
 * artifact for three classes would be one more jar to keep in step.
 *
 * <p>{@link org.aclgen.acl.internal.JsonReader} reads untrusted input strictly (RFC 8259, UTF-8
 * only) within documented limits: 64 levels of nesting, 1000 digits per number, no duplicate member
 * names, no lone surrogates, no byte order mark. The callers bound the size of a document. It is
 * checked against the whole of JSONTestSuite and, by a property test, against Jackson.
 */
package org.aclgen.acl.internal;
