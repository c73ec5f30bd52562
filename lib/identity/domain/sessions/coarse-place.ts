import { isIPv4, isIPv6 } from 'node:net';

/**
 * What the security centre keeps of a sign-in's address: its network, never the address itself
 * (`203.0.x.x`, `2001:db8:…`). Enough to tell "home" from "abroad"; not enough to locate anyone.
 */
export function coarsePlace(ip: string | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(v4)) {
    const [a, b] = v4.split('.');
    return `${a}.${b}.x.x`;
  }
  if (isIPv6(ip)) {
    const groups = ip.split(':').filter(Boolean);
    if (groups.length < 2) return null;
    return `${groups[0]}:${groups[1]}:…`;
  }
  return null;
}
