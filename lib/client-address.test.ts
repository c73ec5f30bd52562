import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the entry the nearest trusted proxy appended, not what the client sent', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('never reads past the left end and refuses what is not an address', () => {
    expect(clientAddress('203.0.113.7', 3)).toBe('203.0.113.7');
    expect(clientAddress('', 1)).toBeUndefined();
    expect(clientAddress(null, 1)).toBeUndefined();
    expect(clientAddress('not-an-ip', 1)).toBeUndefined();
    expect(clientAddress('2001:db8::1', 1)).toBe('2001:db8::1');
  });
});
