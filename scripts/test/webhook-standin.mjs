// A local stand-in for the company's webhook receiver (a Zapier or Make catch hook), for tests, the load
// test and trying the deliveries by hand. It checks each delivery as a receiver should (docs/webhooks.md):
// the signature over `id.timestamp.body`, a timestamp within five minutes, and the idempotency key, keeping
// one record per key however often a delivery comes. It can fail each delivery's first N tries. A GET of
// /deliveries answers every request it has had, as received (headers, raw body), for a test in another process.
//
//   node scripts/test/webhook-standin.mjs [--port 8992] [--fail-first 2] [--secret whsec_…]
//
// then set LEAD_WEBHOOK_URL=http://127.0.0.1:8992/hook and LEAD_WEBHOOK_SECRET to the same secret.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';

/** Five minutes either way, as Standard Webhooks advises. */
const TOLERANCE_S = 5 * 60;

/**
 * Whether a delivery is authentic: the receiver's whole check. `headers` as received, `body` the raw
 * text before any JSON parsing, `secret` the LEAD_WEBHOOK_SECRET the site signs with.
 * @param {{ 'webhook-id'?: string, 'webhook-timestamp'?: string, 'webhook-signature'?: string }} headers
 * @param {string} body
 * @param {string} secret
 * @param {number} [nowS]
 */
export function verifyDelivery(headers, body, secret, nowS = Math.floor(Date.now() / 1000)) {
  const timestamp = headers['webhook-timestamp'];
  if (!timestamp || !/^\d+$/.test(timestamp) || Math.abs(nowS - Number(timestamp)) > TOLERANCE_S) return false;
  try {
    // The official library's own check: the signature over `id.timestamp.body`, among those the header lists.
    new Webhook(secret).verify(body, headers, { jsonParse: false });
    return true;
  } catch {
    return false;
  }
}

/**
 * A delivery's `json` and each record are its body as parsed, of whatever shape was posted (`any`: the tests read
 * the fields they sent).
 * @typedef {{ id: string, headers: Record<string, string>, body: string, json: any, verified: boolean, answered: number }} Delivery
 * @typedef {{ url: string, port: number, secret: string, failFirst: number, mode: 'ok' | 'hang' | 'redirect',
 *   requests: Delivery[], records: Map<string, any>, close(): Promise<void> }} WebhookStandin
 */

/**
 * Starts the stand-in on 127.0.0.1. Each delivery id is answered 500 for its first `failFirst` tries,
 * then 200; `records` keeps one body per id (a repeat of a recorded id is answered 200 and not kept again).
 * @param {{ port?: number, secret: string, failFirst?: number }} options
 * @returns {Promise<WebhookStandin>}
 */
export async function startWebhookStandin({ port = 0, secret, failFirst = 0 }) {
  // Its address and `close` are set once it listens, below.
  const standin = /** @type {WebhookStandin} */ (
    /** @type {unknown} */ ({ secret, failFirst, mode: 'ok', requests: [], records: new Map() })
  );
  /** @type {Map<string, number>} tries of each delivery id */
  const tries = new Map();
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/deliveries')
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(standin.requests));
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (standin.mode === 'hang') return;
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = /** @type {Record<string, string>} */ (req.headers);
      const verified = verifyDelivery(headers, body, standin.secret);
      let json;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const id = headers['webhook-id'] ?? '';
      const n = (tries.get(id) ?? 0) + 1;
      tries.set(id, n);
      const answered = standin.mode === 'redirect' ? 307 : !verified ? 401 : n <= standin.failFirst ? 500 : 200;
      standin.requests.push({ id, headers, body, json, verified, answered });
      if (answered === 200 && !standin.records.has(id)) standin.records.set(id, json);
      res
        .writeHead(answered, { 'content-type': 'application/json', location: 'http://127.0.0.1:9/elsewhere' })
        .end(JSON.stringify({ ok: answered === 200 }));
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  standin.port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  standin.url = `http://127.0.0.1:${standin.port}/hook`;
  standin.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve(undefined));
    });
  return standin;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8992' },
      'fail-first': { type: 'string', default: '0' },
      secret: { type: 'string', default: process.env.LEAD_WEBHOOK_SECRET ?? '' },
    },
  });
  if (!values.secret) {
    console.error('Give --secret whsec_… (or LEAD_WEBHOOK_SECRET): the one the site signs with.');
    process.exit(2);
  }
  const standin = await startWebhookStandin({
    port: Number(values.port),
    secret: values.secret,
    failFirst: Number(values['fail-first']),
  });
  console.log(
    `[webhook-standin] listening at ${standin.url}; failing each delivery's first ${standin.failFirst} tries`,
  );
  /** @type {Set<Delivery>} */
  const shown = new Set();
  setInterval(() => {
    for (const r of standin.requests.slice(shown.size)) {
      shown.add(r);
      console.log(
        `[webhook-standin] ${r.answered} ${r.verified ? 'signed' : 'NOT SIGNED'} ${r.json?.kind ?? '?'}/${r.json?.event ?? '?'} ${r.id} (${standin.records.size} recorded)`,
      );
    }
  }, 500);
}
