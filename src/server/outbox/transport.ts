/**
 * Where e-mail goes: Postmark when POSTMARK_SERVER_TOKEN is set, else JSON files in a local
 * outbox a developer can read. The choice is logged once per process.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ServerClient } from 'postmark';
import { env, logOnce } from '../env';

export interface MailMessage {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Kind of message, for Postmark statistics and outbox file names. */
  tag: string;
  messageStream: string;
  headers?: { name: string; value: string }[];
  attachments?: MailAttachment[];
}

/** A file sent with a message; one with a `contentId` is shown inline where the HTML says `src="cid:…"`. */
export interface MailAttachment {
  name: string;
  /** The file, base64. */
  content: string;
  contentType: string;
  /** 'cid:chart.jpg' for an inline image. */
  contentId?: string;
}

export interface MailTransport {
  readonly name: 'postmark' | 'outbox';
  send(message: MailMessage): Promise<{ id: string }>;
}

/** A failed send; `permanent` when retrying cannot help (the provider rejected the message itself). */
export class MailError extends Error {
  override name = 'MailError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface PostmarkOptions {
  token: string;
  /** host:port of the API; tests point this at a local stand-in. */
  requestHost?: string;
  useHttps?: boolean;
  /** Total deadline per call, seconds: a visitor waits for it. */
  timeoutSeconds?: number;
}

/** Sends through Postmark's /email API with the official client. */
export function postmarkTransport(options: PostmarkOptions): MailTransport {
  const client = new ServerClient(options.token, {
    useHttps: options.useHttps ?? true,
    requestHost: options.requestHost ?? 'api.postmarkapp.com',
    timeout: options.timeoutSeconds ?? 8,
  });
  return {
    name: 'postmark',
    async send(m) {
      try {
        const result = await client.sendEmail({
          From: m.from,
          To: m.to,
          ReplyTo: m.replyTo,
          Subject: m.subject,
          TextBody: m.text,
          HtmlBody: m.html,
          Tag: m.tag,
          MessageStream: m.messageStream,
          Headers: m.headers?.map((h) => ({ Name: h.name, Value: h.value })),
          Attachments: m.attachments?.map((a) => ({
            Name: a.name,
            Content: a.content,
            ContentType: a.contentType,
            ContentID: a.contentId ?? null,
          })),
        });
        return { id: result.MessageID };
      } catch (error) {
        const { statusCode = 0, code, message } = error as { statusCode?: number; code?: number; message?: string };
        throw new MailError(
          `postmark ${statusCode}${code ? `/${code}` : ''}: ${message ?? 'send failed'}`,
          statusCode === 422,
        );
      }
    },
  };
}

/** Default outbox, kept out of any literal path so the bundler's file tracing does not ship its contents. */
const DEFAULT_OUTBOX = ['.data', 'outbox'];

/** The local outbox directory: MAIL_DIR (the local server sets it), else .data/outbox under the working directory. */
export function outboxDir(): string {
  return resolve(env('MAIL_DIR') ?? join(...DEFAULT_OUTBOX));
}

/** Writes each message as a JSON file instead of sending it, attachments included (base64, with their size). */
export function outboxTransport(dir = outboxDir()): MailTransport {
  return {
    name: 'outbox',
    async send(m) {
      const createdAt = new Date().toISOString();
      const id = `${createdAt.replace(/[-:.]/g, '')}-${m.tag}-${crypto.randomUUID().slice(0, 8)}`;
      const { messageStream: _stream, attachments, ...fields } = m;
      const files = attachments?.map((a) => ({ ...a, size: Buffer.byteLength(a.content, 'base64') }));
      // Written whole beside the outbox, then moved in: whoever lists the outbox never reads half a message.
      const partial = `${dir}.partial`;
      await Promise.all([mkdir(dir, { recursive: true }), mkdir(partial, { recursive: true })]);
      await writeFile(
        join(partial, `${id}.json`),
        JSON.stringify({ ...fields, attachments: files, createdAt }, null, 2),
      );
      await rename(join(partial, `${id}.json`), join(dir, `${id}.json`));
      return { id };
    },
  };
}

let override: MailTransport | undefined;

/** Replaces the transport chosen from the environment (tests), or restores it with undefined. */
export function setTransport(transport: MailTransport | undefined): void {
  override = transport;
}

/** The active transport: Postmark with a token, else the local outbox. */
export function transport(): MailTransport {
  if (override) return override;
  const token = env('POSTMARK_SERVER_TOKEN');
  if (token) {
    logOnce('transport', `[mail] sending through Postmark (stream ${env('POSTMARK_MESSAGE_STREAM') ?? 'outbound'})`);
    return postmarkTransport({ token });
  }
  logOnce('transport', `[mail] POSTMARK_SERVER_TOKEN is not set: writing messages to ${outboxDir()}`);
  return outboxTransport();
}
