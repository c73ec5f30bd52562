import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { contextOf } from '../lib/bff/request-context';
import { compileTrust } from '../lib/http/visitor-address';
import { admitRequest } from './admit-request';

// The request id (operations issue, audit events): the entry gives every request one, keeps a proxy's
// only when it is plainly an id, tells it back, and the BFF carries it to the identity service.
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!admitRequest(req, res, compileTrust(undefined))) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ seen: req.headers['x-request-id'] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

async function send(id?: string) {
  const res = await fetch(`${base}/v1/user`, { headers: id === undefined ? {} : { 'x-request-id': id } });
  return { answered: res.headers.get('x-request-id'), seen: ((await res.json()) as { seen: string }).seen };
}

describe('the request id', () => {
  it('is assigned when none came, and told back', async () => {
    const { answered, seen } = await send();
    expect(seen).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(answered).toBe(seen);
    expect((await send()).seen).not.toBe(seen);
  });

  it('keeps a proxy’s id that is plainly one', async () => {
    expect(await send('lb-01HZX3K9Q2WJ')).toEqual({ answered: 'lb-01HZX3K9Q2WJ', seen: 'lb-01HZX3K9Q2WJ' });
  });

  it('replaces one that is too short, too long or holds other characters', async () => {
    for (const bad of ['short', 'x'.repeat(65), 'id with spaces', '"},"audit":"x', 'ids/with/slashes']) {
      const { seen } = await send(bad);
      expect([bad, seen]).toEqual([bad, expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    }
  });

  it('is what the BFF reads to pass on to the identity service, when it is one', () => {
    expect(contextOf(new Headers({ 'x-request-id': 'req-0123456789ab' })).requestId).toBe('req-0123456789ab');
    expect(contextOf(new Headers({ 'x-request-id': 'not an id' })).requestId).toBeUndefined();
  });
});
