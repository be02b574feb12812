/**
 * What Netlify's edge adds in front of a site, for checks that need HTTPS: TLS with a throwaway
 * certificate made now with openssl (valid for 127.0.0.1 and localhost for a day, never written
 * anywhere kept), and on the same port plain HTTP redirected to HTTPS, as Netlify redirects every
 * http:// request. Decrypted traffic is passed unchanged to the local server at `target`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';

export interface HttpsFront {
  /** host:port, as a scanner takes it. */
  host: string;
  /** A PEM file with the certificate, to trust (NODE_EXTRA_CA_CERTS). */
  caFile: string;
  close(): Promise<void>;
}

function throwawayCertificate(dir: string): { cert: string; key: string } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new Error(`openssl could not make a test certificate (is it installed?): ${(error as Error).message}`, {
      cause: error,
    });
  }
  const pair = { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
  rmSync(keyFile);
  return pair;
}

export async function startHttpsFront(target: URL): Promise<HttpsFront> {
  const dir = mkdtempSync(join(tmpdir(), 'https-front-'));
  const { cert, key } = throwawayCertificate(dir);
  const caFile = join(dir, 'cert.pem');
  writeFileSync(caFile, cert);
  // Every socket, so close() can end them: a kept-alive connection would otherwise hold it open.
  const sockets = new Set<net.Socket>();
  const track = <S extends net.Socket>(socket: S): S => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    return socket;
  };
  const secure = tls.createServer({ cert, key }, (client) => {
    track(client);
    const upstream = track(
      net.connect(Number(target.port), target.hostname === 'localhost' ? '127.0.0.1' : target.hostname),
    );
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve));
  const securePort = (secure.address() as net.AddressInfo).port;
  let host = '';
  // One port for both schemes: a TLS handshake starts with byte 0x16 and is passed, bytes unchanged,
  // to the TLS listener; anything else is plain HTTP and is redirected to HTTPS.
  const front = net.createServer((socket) => {
    track(socket);
    socket.on('error', () => socket.destroy());
    socket.once('data', (first) => {
      if (first[0] === 0x16) {
        const inner = track(net.connect(securePort, '127.0.0.1'));
        inner.on('error', () => socket.destroy());
        inner.write(first);
        socket.pipe(inner).pipe(socket);
        return;
      }
      const path = /^[A-Z]+ (\S+)/.exec(first.toString('latin1'))?.[1] ?? '/';
      socket.end(
        `HTTP/1.1 301 Moved Permanently\r\nLocation: https://${host}${path.startsWith('/') ? path : '/'}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(front.address() as net.AddressInfo).port}`;
  return {
    host,
    caFile,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        secure.close();
        front.close(() => resolve());
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}
