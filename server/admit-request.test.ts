import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

import { compileTrust } from '../lib/visitor-address';
import { admitRequest } from './admit-request';

// Short deadlines stand in for 30 s and 10 minutes; the rules are the same.
const TIMEOUTS = { body: 300, upload: 3000 };

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!admitRequest(req, res, compileTrust(undefined), TIMEOUTS)) return;
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      if (res.headersSent) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ received: size }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends the head, then the body one byte every `everyMs`; resolves with all the server said and whether it closed. */
function trickle(path: string, body: string, everyMs: number): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
    }, everyMs);
    socket.on('data', (data) => (answer += data));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closed: true });
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
  });
}

describe('admitRequest: bodies that trickle in', () => {
  it('answers 408 in the route’s error shape and closes the connection when a body misses its deadline', async () => {
    const started = Date.now();
    const rest = await trickle('/v1/registration', '{"email":"slow@example.com"}', 100);
    expect(rest.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(rest.answer).toContain('{"errors":[{"code":"invalid_request"}]}');
    expect(rest.closed).toBe(true);
    // Well before the 28 bytes could have arrived at one per 100 ms.
    expect(Date.now() - started).toBeLessThan(2500);

    const bff = await trickle('/api/login', '{"email":"slow@example.com"}', 100);
    expect(bff.answer).toContain('{"state":"error","errors":[{"code":"invalid_request"}],"effects":{}}');
    const oauth = await trickle('/oauth/token', 'grant_type=password&username=x', 100);
    expect(oauth.answer).toContain('"error":"invalid_request"');
  });

  it('gives an upload its longer time, and a body that arrives in time its answer', async () => {
    const upload = trickle('/v1/documents/upload', 'x'.repeat(8), 100);
    const quick = await fetch(`http://127.0.0.1:${port}/v1/registration`, { method: 'POST', body: '{}' });
    expect(await quick.json()).toEqual({ received: 2 });
    // 800 ms of trickling: past the body deadline, within the upload's.
    const { answer } = await upload;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"received":8}');
  });
});
