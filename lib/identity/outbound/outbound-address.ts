import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses a product's URL must not lead the server to (its own network, the cloud's metadata service). */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

function isPrivateAddress(address: string): boolean {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  return PRIVATE.check(address, family);
}

/**
 * Whether the server may call `url` for a product (back-channel logout, webhooks): not when its host
 * resolves to a private, loopback or link-local address — unless the operator allowed that host
 * (OUTBOUND_ALLOW_PRIVATE). Resolved at each call, so a name that later points inward is caught.
 * Answers the reason when refused.
 */
export async function refusedOutbound(url: string, allowed: readonly string[]): Promise<string | null> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return 'not http(s)';
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowed.includes('*') || allowed.includes(host) || allowed.includes(target.host.toLowerCase()))
    return null;
  const addresses = isIP(host)
    ? [host]
    : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) return 'host does not resolve';
  return addresses.some(isPrivateAddress) ? 'private address' : null;
}
