// A push service of the test's own: HTTPS on 127.0.0.1 with a certificate made for the run, which checks the
// VAPID Authorization header (RFC 8292) and decrypts the aes128gcm body (RFC 8291) with the keys of the
// browser it plays (made with node:crypto's ECDH, as a browser makes them).
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
import { generate } from 'selfsigned';

/** A browser's side of a subscription: its keys, and what it sends to the server. */
export interface FakeBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
  /** The claims of the VAPID token, after its signature was checked against `k`. */
  claims: Record<string, unknown>;
  /** The `k` of the Authorization header: the server's VAPID public key. */
  vapidKey: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface PushReceiver {
  origin: string;
  /** `127.0.0.1:port`, as PUSH_ALLOWED_HOSTS names it. */
  host: string;
  /** An agent that trusts this receiver's certificate (what NODE_EXTRA_CA_CERTS would do for a process). */
  agent: Agent;
  received: ReceivedPush[];
  /** Every request that reached the server, checked or not. */
  requests: number;
  /** The status to answer a path with (201 otherwise); a list is used up one answer per request. */
  answers: Map<string, number[]>;
  /** Problems found in a request (a bad signature, a body that does not decrypt). */
  errors: string[];
  browser(name: string): FakeBrowser;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted with the browser's keys. */
export function decryptAes128gcm(body: Buffer, browser: FakeBrowser): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const browserPublic = browser.ecdh.getPublicKey();
  const ecdhSecret = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browserPublic,
    serverPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(browser.authSecret, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** `vapid t=<JWT>, k=<key>`: the token checked with the key it names (ES256), its claims answered. */
async function checkVapid(header: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`bad Authorization header: ${header}`);
  const point = Buffer.from(match[2], 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1], key, { algorithms: ['ES256'] });
  return { claims: payload as Record<string, unknown>, vapidKey: match[2] };
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const browsers = new Map<string, FakeBrowser>();
  const receiver = {
    received: [] as ReceivedPush[],
    requests: 0,
    answers: new Map<string, number[]>(),
    errors: [] as string[],
  };
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    receiver.requests++;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const path = request.url ?? '';
      const status = receiver.answers.get(path)?.shift() ?? 201;
      try {
        const browser = browsers.get(path);
        if (!browser) throw new Error(`push to an unknown path ${path}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapid = await checkVapid(request.headers.authorization);
        const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), browser));
        if (status < 300) receiver.received.push({ path, payload, ...vapid, headers: request.headers });
      } catch (error) {
        receiver.errors.push(String(error));
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  return Object.assign(receiver, {
    origin,
    host: `127.0.0.1:${port}`,
    agent: new Agent({ ca: pems.cert }),
    browser(name: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const browser = {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      };
      browsers.set(`/push/${name}`, browser);
      return browser;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
