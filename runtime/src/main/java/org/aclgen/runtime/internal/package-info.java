/**
 * The runtime's JSON reader and writer. <strong>Not API:</strong> these classes are public only
 * because the runtime's own packages ({@code org.aclgen.runtime} for token replies and error
 * replies, {@code org.aclgen.events} for bus messages) use them; they may change or disappear in
 * any release. Applications must not use them.
 *
 * <p>{@link org.aclgen.runtime.internal.JsonReader} reads untrusted input strictly (RFC 8259, UTF-8
 * only) within documented limits: 64 levels of nesting, 1000 digits per number, no duplicate member
 * names, no lone surrogates, no byte order mark. The callers bound the size of a document. It is
 * checked against the whole of JSONTestSuite and, by a property test, against Jackson.
 */
package org.aclgen.runtime.internal;
