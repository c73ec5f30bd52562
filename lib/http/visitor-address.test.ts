import type { IncomingMessage } from 'node:http';

import { addressKey, bffProof, compileTrust, isBffProof, visitorAddress } from './visitor-address';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  } as unknown as IncomingMessage;
}

describe('visitorAddress', () => {
  it('is the TCP peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const trust = compileTrust(undefined);
    expect(visitorAddress(request('203.0.113.9', '1.2.3.4'), trust)).toBe('203.0.113.9');
    expect(visitorAddress(request('::ffff:203.0.113.9', '1.2.3.4'), trust)).toBe('203.0.113.9');
  });

  it('walks X-Forwarded-For from the right past trusted proxies only', () => {
    const trust = compileTrust('loopback, 10.0.0.0/8');
    expect(visitorAddress(request('127.0.0.1', '6.6.6.6, 203.0.113.7'), trust)).toBe('203.0.113.7');
    expect(visitorAddress(request('127.0.0.1', '6.6.6.6, 203.0.113.7, 10.1.2.3'), trust)).toBe('203.0.113.7');
    // A peer that is not trusted is the visitor, even if it sends a header.
    expect(visitorAddress(request('198.51.100.4', '6.6.6.6'), trust)).toBe('198.51.100.4');
  });

  it('keys IPv6 visitors per /64', () => {
    expect(addressKey('2001:db8:abcd:12:1::7')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:0db8:0000:0012:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('the BFF proof', () => {
  it('holds for the visitor it was made for and nothing else', () => {
    const proof = bffProof('key', '203.0.113.7');
    expect(isBffProof('key', '203.0.113.7', proof)).toBe(true);
    expect(isBffProof('key', '203.0.113.8', proof)).toBe(false);
    expect(isBffProof('other', '203.0.113.7', proof)).toBe(false);
    expect(isBffProof('key', '203.0.113.7', 'x')).toBe(false);
  });
});
