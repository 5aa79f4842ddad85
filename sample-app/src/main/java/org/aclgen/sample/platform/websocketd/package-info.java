/**
 * The event service ({@code /api/websocketd}): the platform's WebSocket protocol, each session's
 * token checked on connect and while open ({@link
 * org.aclgen.sample.platform.websocketd.SessionTokenCheck}), every bus event passed through
 * aclgen's {@code EventGate}, and bounds on sessions, subscriptions and unread frames.
 */
package org.aclgen.sample.platform.websocketd;
