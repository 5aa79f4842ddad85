'use strict';
// Points the real @wazo/sdk at the sample app over plain HTTP. The SDK builds every REST address
// as https://<host>/api/...; the sample app under test listens on http only, so the fetch the SDK
// calls rewrites that one scheme for that one host. Nothing else of the SDK is changed.

const BASE = process.env.ACLGEN_BASE_URL;
if (!BASE) {
  throw new Error('ACLGEN_BASE_URL is not set: the address of the sample app, e.g. http://127.0.0.1:9497');
}
const base = new URL(BASE);
const host = base.host;
const secure = `https://${host}/`;
const realFetch = globalThis.fetch;

globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input.url;
  if (url.startsWith(secure)) {
    return realFetch(`${base.protocol}//${host}/${url.slice(secure.length)}`, init);
  }
  return realFetch(input, init);
};

// The SDK opens its event WebSocket at wss://<host>/api/websocketd/ once logged in. Node 20 has a
// WebSocket class only behind --experimental-websocket (the test runs node with it); the same
// rewrite as for fetch, of that one scheme for that one host, points it at the app's ws:// address.
const RealWebSocket = globalThis.WebSocket;
if (!RealWebSocket) {
  throw new Error('no WebSocket class: run node 22+, or node 20 with --experimental-websocket');
}
const secureSocket = `wss://${host}/`;
globalThis.WebSocket = class extends RealWebSocket {
  constructor(url, protocols) {
    const address = String(url);
    super(
      address.startsWith(secureSocket)
        ? `${base.protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/${address.slice(secureSocket.length)}`
        : address,
      protocols,
    );
  }
};

const Wazo = require('@wazo/sdk').default;

/** Issues a token by plain HTTP Basic, without the SDK: for the flows that start from a token. */
async function plainToken(username, password) {
  const response = await realFetch(`${BASE}/api/auth/0.1/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ expiration: 3600 }),
  });
  if (response.status !== 200) {
    throw new Error(`no token for ${username}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()).data.token;
}

/** The status of GET /token/{token} by plain HTTP: 200 while the token is valid. */
async function tokenStatus(token) {
  const response = await realFetch(`${BASE}/api/auth/0.1/token/${token}`);
  return response.status;
}

module.exports = { Wazo, host, plainToken, tokenStatus };
