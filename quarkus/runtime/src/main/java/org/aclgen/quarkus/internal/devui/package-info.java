/**
 * What the Dev UI of {@code quarkus:dev} calls at run time: {@link
 * org.aclgen.quarkus.internal.devui.ExplainJsonRpcService}, the explain page's JSON-RPC service.
 * Loaded in dev mode only, where the extension adds {@code aclgen-review}; not API.
 */
package org.aclgen.quarkus.internal.devui;
