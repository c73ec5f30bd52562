import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import proxyaddr from 'proxy-addr';

/**
 * Who is asking (DESIGN §4, security issue): the TCP peer, or the address a proxy the operator trusts
 * (`TRUST_PROXY`) says it saw — never a value a client wrote itself. The Node entry in front of Next
 * (`server/main.ts`) computes it once per request into VISITOR_HEADER, after deleting any copy the
 * client sent; the BFF and the identity service read only that header.
 */
export const VISITOR_HEADER = 'x-passport-visitor';
/** The BFF's own calls to the embedded identity service name the browser they act for here… */
export const BFF_VISITOR_HEADER = 'x-passport-bff-visitor';
/** …with this proof, which only a holder of the server's secret can make. */
export const BFF_PROOF_HEADER = 'x-passport-bff-proof';

export type Trust = (address: string, hop: number) => boolean;

/**
 * `TRUST_PROXY`: comma-separated addresses, CIDR ranges and the names `loopback`, `linklocal`,
 * `uniquelocal` (the semantics of Express's `trust proxy` / proxy-addr). Unset or empty trusts nothing.
 */
export function compileTrust(setting: string | undefined): Trust {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length === 0 ? () => false : proxyaddr.compile(entries);
}

/**
 * The address rate limits and logs key on: walking `X-Forwarded-For` from the right past trusted hops
 * only, IPv4-mapped IPv6 written as IPv4, and IPv6 as its /64 (one subscriber holds a whole /64).
 */
export function visitorAddress(req: IncomingMessage, trust: Trust): string {
  return addressKey(proxyaddr(req, trust));
}

export function addressKey(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(plain)) return plain;
  return `${expandIPv6(plain).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = address.includes('::') ? [...left, ...Array<string>(missing).fill('0'), ...right] : left;
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** The BFF's proof that it, not a client, names `visitor` (HMAC with a key derived from the server's secret). */
export function bffProof(key: string, visitor: string): string {
  return createHmac('sha256', key).update(visitor).digest('base64url');
}

export function isBffProof(key: string, visitor: string, proof: string): boolean {
  const expected = Buffer.from(bffProof(key, visitor));
  const given = Buffer.from(proof);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
