// A software WebAuthn authenticator for API tests: an ES256 key, the "none" attestation, and
// assertions signed the way a real authenticator signs them (authenticator data, then the
// client data's hash). Its knobs make the answers a browser would never send: another origin,
// no user verification, an old challenge. Browser tests use Chromium's virtual authenticator.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** The little CBOR a "none" attestation needs: integers, strings, byte strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export interface Ceremony {
  challenge: string;
  rp?: { id: string };
  rpId?: string;
}

export interface AnswerOptions {
  origin?: string;
  /** The authenticator verified its user (PIN, biometrics). */
  userVerified?: boolean;
}

export class SoftAuthenticator {
  readonly id = b64url(randomBytes(16));
  private readonly key: KeyObject;
  private readonly cose: Buffer;
  private count = 0;

  constructor(readonly origin = 'http://localhost:3000') {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.key = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authData(rpId: string, userVerified: boolean, attested: boolean): Buffer {
    const flags = 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(++this.count);
    const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), counter];
    if (attested) {
      const rawId = Buffer.from(this.id, 'base64url');
      const length = Buffer.alloc(2);
      length.writeUInt16BE(rawId.length);
      parts.push(Buffer.alloc(16), length, rawId, this.cose);
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options (navigator.credentials.create). */
  register(options: Ceremony, { origin = this.origin, userVerified = true }: AnswerOptions = {}) {
    const rpId = options.rp?.id ?? new URL(origin).hostname;
    const authData = this.authData(rpId, userVerified, true);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to sign-in options (navigator.credentials.get). */
  assert(options: Ceremony, { origin = this.origin, userVerified = true }: AnswerOptions = {}) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const authenticatorData = this.authData(rpId, userVerified, false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.key);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    };
  }
}
