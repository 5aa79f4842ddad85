'use strict';
// The conformance suite: the real @wazo/sdk 0.44.7 driving the aclgen sample app, with the demo
// users (alice, bob, admin) of sample-app/src/main/resources/org/aclgen/sample/config/demo-users.yaml.
// Run by SdkConformanceTest (sample-app) as `node --test test/`, with ACLGEN_BASE_URL set.

const test = require('node:test');
const assert = require('node:assert/strict');
const { Wazo, host, plainToken, tokenStatus } = require('./sdk-http');

const ALICE = { username: 'alice', password: 'alice-secret', uuid: '2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101' };
const BOB = { username: 'bob', password: 'bob-secret', uuid: '7d3e0b8a-5c41-4f2e-b0a9-6e5d2c3b4a02' };

const TIMEOUT = 30_000;

Wazo.Auth.init(undefined, 3600);
Wazo.Auth.setHost(host);

/** The SDK's API client holding a fresh token of {@code user}, as an application would have it. */
async function as(user) {
  Wazo.Auth.setApiToken(await plainToken(user.username, user.password));
  // getApiClient() hands the token set above to the client: call it after each change of token.
  return Wazo.getApiClient();
}

async function rejection(promise) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('the call was expected to fail');
}

test('Wazo.Auth.logIn as alice loads her profile, then logOut revokes the token', { timeout: TIMEOUT }, async () => {
  const session = await Wazo.Auth.logIn(ALICE.username, ALICE.password);

  assert.equal(session.uuid, ALICE.uuid);
  assert.equal(session.profile.firstName, 'Alice');
  assert.equal(session.profile.lines[0].extensions[0].exten, '1001');
  assert.ok(session.engineVersion, 'wazo_version read from GET /infos');
  const token = session.token;
  assert.equal(await tokenStatus(token), 200);

  await Wazo.Auth.logout();

  assert.equal(await tokenStatus(token), 404);
});

test('Wazo.Auth.validateToken turns alice\'s token into a session with her profile', { timeout: TIMEOUT }, async () => {
  const token = await plainToken(ALICE.username, ALICE.password);

  const session = await Wazo.Auth.validateToken(token);

  assert.ok(session, 'validateToken answered no session');
  assert.equal(session.uuid, ALICE.uuid);
  assert.equal(session.profile.firstName, 'Alice');
  await Wazo.Auth.logout();
});

test('makeCall, then fetchActiveCalls lists alice\'s call', { timeout: TIMEOUT }, async () => {
  const { calld } = await as(ALICE);

  const placed = await calld.makeCall('1002', false);
  const calls = await calld.listCalls();

  assert.ok(placed.call_id, 'makeCall answered a call id');
  assert.ok(calls.some((call) => call.id === placed.call_id), 'fetchActiveCalls lists the call');
});

test('hold, resume, mute, unmute and sendDTMF on alice\'s call; bob\'s token is refused', { timeout: TIMEOUT }, async () => {
  const { calld } = await as(ALICE);
  const { call_id: callId } = await calld.makeCall('1002', false);

  assert.equal(await calld.hold(callId), true);
  assert.equal(await calld.resume(callId), true);
  assert.equal(await calld.mute(callId), true);
  assert.equal(await calld.unmute(callId), true);
  assert.equal(await calld.sendDTMF(callId, '12#'), true);

  const error = await rejection((await as(BOB)).calld.hold(callId));
  assert.equal(error.status, 403);
  assert.equal(error.details.required_acl, `calld.users.me.calls.${callId}.hold.start.update`);
});

test('a transfer is confirmed, another cancelled, through the SDK', { timeout: TIMEOUT }, async () => {
  const { calld } = await as(ALICE);
  const first = await calld.makeCall('1002', false);
  const second = await calld.makeCall('1003', false);

  const confirmed = await calld.transferCall(first.call_id, '1004', 'attended');
  const cancelled = await calld.transferCall(second.call_id, '1004', 'attended');
  await calld.confirmCallTransfer(confirmed.id);
  await calld.cancelCallTransfer(cancelled.id);

  const calls = (await calld.listCalls()).map((call) => call.id);
  assert.ok(!calls.includes(first.call_id), 'the transferred call left alice');
  assert.ok(calls.includes(second.call_id), 'the call whose transfer was cancelled stays');
});

test('voicemails, outgoing caller ids and the SIP line are read through the SDK', { timeout: TIMEOUT }, async () => {
  const api = await as(ALICE);

  const voicemails = await api.calld.listVoicemails();
  const callerIds = await api.confd.getOutgoingCallerIDs(ALICE.uuid);
  const user = await api.confd.getUser(ALICE.uuid);
  const sipLine = await api.confd.getUserLineSip(ALICE.uuid, user.lines[0].id);

  assert.ok(Array.isArray(voicemails));
  assert.ok(callerIds.some((callerId) => callerId.number === '1001'));
  assert.equal(user.firstName, 'Alice');
  assert.equal(sipLine.id, user.lines[0].id);
});

test('logOut by the API client revokes the token', { timeout: TIMEOUT }, async () => {
  const token = await plainToken(ALICE.username, ALICE.password);
  assert.equal(await tokenStatus(token), 200);

  await Wazo.getApiClient().auth.logOut(token);

  assert.equal(await tokenStatus(token), 404);
});

test('alice reading bob\'s user gets the SDK\'s 403 naming the required ACL', { timeout: TIMEOUT }, async () => {
  const { confd } = await as(ALICE);

  const error = await rejection(confd.getUser(BOB.uuid));

  assert.equal(error.status, 403);
  assert.equal(error.details.required_acl, `confd.users.${BOB.uuid}.read`);
});

const ADMIN = { username: 'admin', password: 'admin-secret', uuid: '0c9f4e2d-1b7a-4e63-8d25-9a8b7c6d5e03' };
const CLIENT_ID = 'aclgen-conformance';

/** Revokes {@code token} by plain HTTP, as another device or an administrator would. */
async function revoke(token) {
  const response = await fetch(`${process.env.ACLGEN_BASE_URL}/api/auth/0.1/token/${token}`, { method: 'DELETE' });
  assert.ok(response.status < 300, `revoking answered ${response.status}`);
}

/** Logs in through the SDK with a client id, so the session carries a refresh token; undone after. */
async function withClientId(body) {
  // init forgets the host: set it again after each.
  Wazo.Auth.init(CLIENT_ID, 3600);
  Wazo.Auth.setHost(host);
  try {
    return await body();
  } finally {
    await Wazo.Auth.logout();
    Wazo.Auth.setOnRefreshToken(undefined);
    Wazo.Auth.init(undefined, 3600);
    Wazo.Auth.setHost(host);
  }
}

test('Wazo.Auth.logIn as admin loads his profile', { timeout: TIMEOUT }, async () => {
  const session = await Wazo.Auth.logIn(ADMIN.username, ADMIN.password);

  assert.equal(session.uuid, ADMIN.uuid);
  assert.ok(session.profile, 'profile loaded');
  assert.ok(session.engineVersion, 'wazo_version read from GET /infos');
  await Wazo.Auth.logout();
});

test('a client id gets a refresh token at logIn, and logInViaRefreshToken opens a new session with it', { timeout: TIMEOUT }, async () => {
  await withClientId(async () => {
    const first = await Wazo.Auth.logIn(ALICE.username, ALICE.password);
    assert.ok(first.refreshToken, 'logIn with a client id answered a refresh token');
    const { refreshToken } = first;
    // logInViaRefreshToken keeps an already authenticated session: start from none, as an app restart.
    Wazo.Auth.authenticated = false;
    Wazo.Auth.session = null;

    const second = await Wazo.Auth.logInViaRefreshToken(refreshToken);

    assert.equal(second.uuid, ALICE.uuid);
    assert.equal(second.profile.firstName, 'Alice');
    assert.notEqual(second.token, first.token);
    assert.equal(await tokenStatus(second.token), 200);
    await revoke(first.token);
  });
});

test('Wazo.Auth.logout with a client id revokes the session\'s refresh token', { timeout: TIMEOUT }, async () => {
  let refreshToken;
  await withClientId(async () => {
    ({ refreshToken } = await Wazo.Auth.logIn(ALICE.username, ALICE.password));
    assert.ok(refreshToken, 'logIn with a client id answered a refresh token');
  });

  // withClientId logged out: the SDK's DELETE /users/me/tokens/{client_id} revoked the refresh token.
  const response = await fetch(`${process.env.ACLGEN_BASE_URL}/api/auth/0.1/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken, client_id: CLIENT_ID }),
  });
  assert.ok(response.status >= 400 && response.status < 500, `a new token after logout: ${response.status}`);
});

test('a revoked token with a refresh token: the SDK refreshes and the call succeeds', { timeout: TIMEOUT }, async () => {
  await withClientId(async () => {
    const session = await Wazo.Auth.logIn(ALICE.username, ALICE.password);
    const refreshed = [];
    Wazo.Auth.setOnRefreshToken((token) => refreshed.push(token));
    await revoke(session.token);

    const user = await Wazo.getApiClient().confd.getUser(ALICE.uuid);

    assert.equal(user.firstName, 'Alice');
    assert.equal(refreshed.length, 1, 'the SDK refreshed its token once');
    assert.notEqual(refreshed[0], session.token);
    assert.equal(await tokenStatus(refreshed[0]), 200);
    Wazo.Auth.session.token = refreshed[0];
  });
});

test('a revoked token without a refresh token: the SDK tries to refresh, then fails with 401', { timeout: TIMEOUT }, async () => {
  const token = await plainToken(ALICE.username, ALICE.password);
  Wazo.Auth.setRefreshToken(null);
  Wazo.Auth.setApiToken(token);
  // The API client keeps the refresh token of an earlier session: this one has none.
  Wazo.getApiClient().setRefreshToken(null);
  const { confd } = Wazo.getApiClient();
  const refreshed = [];
  Wazo.Auth.setOnRefreshToken((newToken) => refreshed.push(newToken));
  await revoke(token);

  const error = await rejection(confd.getUser(ALICE.uuid));

  assert.equal(error.status, 401);
  assert.deepEqual(refreshed, [], 'no refresh token, so no new token');
  Wazo.Auth.setOnRefreshToken(undefined);
});

/** The admin's own calls by plain HTTP, beside the SDK's session of alice. */
async function adminCalls(token, method, path, body) {
  const response = await fetch(`${process.env.ACLGEN_BASE_URL}/api/calld/1.0/users/me/calls${path}`, {
    method,
    headers: { 'X-Auth-Token': token, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  assert.ok(response.status < 300, `${method} ${path} answered ${response.status}`);
  return response;
}

/** Resolves with the first {@code call_held} of {@code callId} the SDK's socket emits, or null after {@code ms}. */
function heldWithin(events, callId, ms) {
  return new Promise((resolve) => {
    const deadline = Date.now() + ms;
    const poll = () => {
      if (events.includes(callId)) {
        resolve(callId);
      } else if (Date.now() > deadline) {
        resolve(null);
      } else {
        setTimeout(poll, 20);
      }
    };
    poll();
  });
}

test('the SDK\'s WebSocket receives alice\'s call_held and never another user\'s', { timeout: TIMEOUT }, async () => {
  const admin = await plainToken(ADMIN.username, ADMIN.password);
  const { call_id: adminCall } = await (await adminCalls(admin, 'POST', '', { extension: '1001' })).json();
  const session = await Wazo.Auth.logIn(ALICE.username, ALICE.password);
  const held = [];
  Wazo.Websocket.on(Wazo.Websocket.CALL_HELD, (payload) => held.push((payload.data || payload).call_id));
  const { calld } = Wazo.getApiClient();
  const { call_id: aliceCall } = await calld.makeCall('1002', false);

  // Until the socket has subscribed, an event may be lost: hold and resume until the first arrives.
  const deadline = Date.now() + 15_000;
  let received = null;
  while (!received && Date.now() < deadline) {
    await calld.hold(aliceCall);
    received = await heldWithin(held, aliceCall, 500);
    await calld.resume(aliceCall);
  }
  assert.equal(received, aliceCall, 'alice\'s socket received her call_held');
  // Events reach one socket in order: the admin's hold is published before alice's second one.
  held.length = 0;
  assert.equal((await adminCalls(admin, 'PUT', `/${adminCall}/hold/start`)).status, 204);
  await calld.hold(aliceCall);
  assert.equal(await heldWithin(held, aliceCall, 5_000), aliceCall);
  await heldWithin(held, adminCall, 300);

  assert.deepEqual(held, [aliceCall], 'only alice\'s own call_held');
  await Wazo.Auth.logout();
  await revoke(admin);
});
