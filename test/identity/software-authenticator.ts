import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software, for identity tests only: an ES256 key pair, and the
 * authenticatorData, clientDataJSON and (minimal CBOR) attestation object a browser would hand over.
 * The e2e tests use Chromium's own virtual authenticator instead.
 */
export function softwareAuthenticator(origin = 'http://portal.test') {
  const rpId = new URL(origin).hostname;
  const rpIdHash = createHash('sha256').update(rpId).digest();
  const credentialId = randomBytes(16);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let counter = 0;
  const id = credentialId.toString('base64url');

  const clientData = (type: string, challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  return {
    id,
    /** `startRegistration()`'s answer to `options`; `verified: false` leaves the UV flag unset. */
    register(options: { challenge: string }, opts: { verified?: boolean } = {}) {
      const flags = 0x41 | (opts.verified === false ? 0 : 0x04);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([flags]),
        u32(counter),
        Buffer.alloc(16),
        Buffer.from([0, credentialId.length]),
        credentialId,
        coseKey(publicKey),
      ]);
      const attestation = Buffer.concat([
        Buffer.from([0xa3]),
        cborText('fmt'),
        cborText('none'),
        cborText('attStmt'),
        Buffer.from([0xa0]),
        cborText('authData'),
        cborBytes(authData),
      ]);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge).toString('base64url'),
          attestationObject: attestation.toString('base64url'),
          transports: ['internal' as const],
        },
      };
    },
    /** `startAuthentication()`'s answer: a signature over authenticatorData ‖ SHA-256(clientDataJSON). */
    assert(options: { challenge: string }, opts: { verified?: boolean; origin?: string } = {}) {
      counter += 1;
      const flags = 0x01 | (opts.verified === false ? 0 : 0x04);
      const authData = Buffer.concat([rpIdHash, Buffer.from([flags]), u32(counter)]);
      const cd = clientData('webauthn.get', options.challenge, opts.origin);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, createHash('sha256').update(cd).digest()]),
        privateKey,
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: cd.toString('base64url'),
          authenticatorData: authData.toString('base64url'),
          signature: signature.toString('base64url'),
        },
      };
    },
  };
}

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

function cborText(text: string): Buffer {
  const bytes = Buffer.from(text);
  return Buffer.concat([Buffer.from([0x60 + bytes.length]), bytes]);
}

function cborBytes(bytes: Buffer): Buffer {
  const head =
    bytes.length < 24
      ? Buffer.from([0x40 + bytes.length])
      : Buffer.from([0x59, bytes.length >> 8, bytes.length & 0xff]);
  return Buffer.concat([head, bytes]);
}

/** The COSE_Key of an ES256 public key: {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x!, 'base64url');
  const y = Buffer.from(jwk.y!, 'base64url');
  return Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    x,
    Buffer.from([0x22, 0x58, 0x20]),
    y,
  ]);
}
