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
