/**
 * A local HTTP stand-in for Postmark's POST /email API, for driving the real `postmark` client in
 * tests. It checks the server-token header and the message fields as Postmark does, records every
 * accepted message, and can be told to fail, reject or hang.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PostmarkEmail {
  From: string;
  To: string;
  Subject: string;
  TextBody?: string;
  HtmlBody?: string;
  ReplyTo?: string;
  Tag?: string;
  MessageStream?: string;
  Headers?: { Name: string; Value: string }[];
  Attachments?: PostmarkAttachment[];
}

interface PostmarkAttachment {
  Name: string;
  /** base64 */
  Content: string;
  ContentType: string;
  /** 'cid:…' for an inline image, else null. */
  ContentID?: string | null;
}

/** ok: accept; fail: 500; reject: 422 (permanent); hang: never answer (client times out). */
type StandinMode = 'ok' | 'fail' | 'reject' | 'hang';

export interface PostmarkStandin {
  host: string;
  token: string;
  sent: PostmarkEmail[];
  /** Every request, accepted or not. */
  requests: number;
  mode: StandinMode;
  close(): Promise<void>;
}

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Postmark reads To and Reply-To as comma-separated lists of `address` or `Name <address>`, and
 * refuses the whole message (422, code 300) if any entry is not an address: `a,b@example.com` is
 * two entries, `a` among them. A rough address check, enough to catch what a form must not let by.
 */
function badAddressList(list: string): string | null {
  for (const entry of list.split(',').map((e) => e.trim())) {
    const address = entry.match(/^[^<>]*<([^<>]*)>$/)?.[1] ?? entry;
    if (!/^[^\s@<>",;]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(address)) return entry;
  }
  return null;
}

/** What Postmark itself would refuse: missing sender, recipient, subject or body, a malformed recipient. */
function problems(m: Partial<PostmarkEmail>): string | null {
  if (!m.From || typeof m.From !== 'string') return "Invalid 'From' address: ''.";
  if (!m.To || typeof m.To !== 'string') return 'Zero recipients specified';
  const badTo = badAddressList(m.To);
  if (badTo !== null) return `Invalid 'To' address: '${badTo}'.`;
  const badReplyTo = m.ReplyTo ? badAddressList(m.ReplyTo) : null;
  if (badReplyTo !== null) return `Invalid 'ReplyTo' address: '${badReplyTo}'.`;
  if (!m.Subject) return 'Missing subject';
  if (!m.TextBody && !m.HtmlBody) return 'Provide either email TextBody or HtmlBody or both.';
  if (/[\r\n]/.test(m.Subject) || /[\r\n]/.test(m.To) || (m.ReplyTo && /[\r\n]/.test(m.ReplyTo)))
    return 'Header contains a line break';
  for (const a of m.Attachments ?? []) {
    if (!a.Name || !a.ContentType) return 'Attachment name and content type are required';
    if (!a.Content || a.Content.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(a.Content))
      return `Attachment ${a.Name} is not valid base64`;
    if (a.ContentID != null && !/^cid:\S+$/.test(a.ContentID)) return `Attachment ${a.Name} has an invalid ContentID`;
  }
  return null;
}

export async function startPostmarkStandin(token = 'test-server-token'): Promise<PostmarkStandin> {
  const pending = new Set<http.ServerResponse>();
  const state: PostmarkStandin = { host: '', token, sent: [], requests: 0, mode: 'ok', close: async () => {} };
  const receive = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    state.requests++;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/email')
      return answer(res, 404, { ErrorCode: 404, Message: 'Not found' });
    if (req.headers['x-postmark-server-token'] !== token) {
      return answer(res, 401, { ErrorCode: 10, Message: 'Request does not contain a valid Server token.' });
    }
    if (!String(req.headers['content-type']).startsWith('application/json')) {
      return answer(res, 415, { ErrorCode: 415, Message: 'Content-Type must be application/json' });
    }
    if (state.mode === 'hang') return void pending.add(res);
    if (state.mode === 'fail')
      return answer(res, 500, { ErrorCode: 500, Message: 'Internal server error (stand-in told to fail)' });
    if (state.mode === 'reject')
      return answer(res, 422, {
        ErrorCode: 406,
        Message: 'You tried to send to a recipient that has been marked as inactive.',
      });
    let message: PostmarkEmail;
    try {
      message = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return answer(res, 422, { ErrorCode: 402, Message: 'Received invalid JSON input.' });
    }
    const problem = problems(message);
    if (problem) return answer(res, 422, { ErrorCode: 300, Message: problem });
    state.sent.push(message);
    answer(res, 200, {
      To: message.To,
      SubmittedAt: new Date().toISOString(),
      MessageID: crypto.randomUUID(),
      ErrorCode: 0,
      Message: 'OK',
    });
  };
  const server = http.createServer((req, res) => void receive(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = async () => {
    for (const res of pending) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}

/** Where the stand-in posts its webhook events: a URL with `user:password@` in it, as Postmark is configured. */
export interface EventTarget {
  url: string;
  /** Sends the request (a handler called directly, or `fetch` for a running server). */
  send(req: Request): Promise<Response>;
}

/** Postmark's three events the site listens to, shaped as its documentation's examples (other fields left out). */
export const postmarkEvents = {
  bounce: (email: string, type = 'HardBounce', stream = 'outbound') => ({
    RecordType: 'Bounce',
    MessageStream: stream,
    ID: 4323372036,
    Type: type,
    TypeCode: type === 'HardBounce' ? 1 : 4096,
    Name: type === 'HardBounce' ? 'Hard bounce' : 'Soft bounce',
    Tag: 'Test',
    MessageID: crypto.randomUUID(),
    Metadata: {},
    ServerID: 23,
    Description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
    Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
    Email: email,
    From: 'sender@example.com',
    BouncedAt: new Date().toISOString(),
    DumpAvailable: true,
    Inactive: type === 'HardBounce',
    CanActivate: true,
    Subject: 'Test subject',
    Content: 'Return-Path: <>\r\n…',
  }),
  complaint: (email: string, stream = 'outbound') => ({
    RecordType: 'SpamComplaint',
    MessageStream: stream,
    ID: 42,
    Type: 'SpamComplaint',
    TypeCode: 512,
    Name: 'Spam complaint',
    Tag: 'Test',
    MessageID: crypto.randomUUID(),
    Metadata: {},
    ServerID: 1234,
    Description: '',
    Details: 'Test spam complaint details',
    Email: email,
    From: 'sender@example.com',
    BouncedAt: new Date().toISOString(),
    DumpAvailable: true,
    Inactive: true,
    CanActivate: false,
    Subject: 'Test subject',
    Content: '<Abuse report dump>',
  }),
  subscriptionChange: (email: string, { suppress = true, reason = 'ManualSuppression', stream = 'outbound' } = {}) => ({
    RecordType: 'SubscriptionChange',
    MessageID: suppress ? crypto.randomUUID() : null,
    ServerID: 123456,
    MessageStream: stream,
    ChangedAt: new Date().toISOString(),
    Recipient: email,
    Origin: suppress ? 'Recipient' : 'Customer',
    SuppressSending: suppress,
    SuppressionReason: suppress ? reason : null,
    Tag: suppress ? 'my-tag' : null,
    Metadata: {},
  }),
};

/**
 * Posts one event as Postmark's webhook does: JSON, with the basic-authentication credentials taken from the
 * webhook URL's `user:password@`, and the URL sent without them.
 */
export function sendEvent(target: EventTarget, event: object): Promise<Response> {
  const url = new URL(target.url);
  const auth = Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString(
    'base64',
  );
  url.username = '';
  url.password = '';
  return target.send(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Postmark', authorization: `Basic ${auth}` },
      body: JSON.stringify(event),
    }),
  );
}
