import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

import { compileTrust } from '../lib/http/visitor-address';
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

/**
 * Declares `declared` bytes and writes them as fast as the server reads, and goes on writing for a
 * moment after the server's answer came, as a client busy sending its body does; reports the answer
 * and whether the connection was reset under the client meanwhile (which can cost a client its answer).
 */
function overflow(path: string, declared: number): Promise<{ answer: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    let reset = false;
    socket.on('data', (data) => {
      if (!answer) setTimeout(() => socket.destroy(), 200);
      answer += data;
    });
    socket.on('error', () => (reset = true));
    socket.on('close', () => resolve({ answer, reset }));
    socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: ${declared}\r\n\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < declared && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    pump();
  });
}

describe('admitRequest: bodies too large', () => {
  it('answers 413 and lets a client still writing read it before the connection closes', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { answer, reset } = await overflow('/v1/registration', 512 * 1024 * 1024);
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
      expect(answer).toContain('{"errors":[{"code":"invalid_request"}]}');
      expect(reset).toBe(false);
    }
  });

  it('lets an HTTP client that sends its whole over-large upload first read the 413', async () => {
    for (let i = 0; i < 10; i += 1) {
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          { port, host: '127.0.0.1', method: 'POST', path: '/v1/documents/upload' },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end(Buffer.alloc(6 * 1024 * 1024));
      });
      expect(status).toBe(413);
    }
  });

  it('leaves an upload form posted without JavaScript to its route, which sends it back to its page', async () => {
    const send = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request({ port, host: '127.0.0.1', method: 'POST', path }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end(Buffer.alloc(6 * 1024 * 1024));
      });
    // This test's stand-in route reads the body and says 200: admitted, not refused here.
    expect(await send('/api/documents/upload?_page=%2Fen%2Fprofile%2Fverification%2Fpassport')).toBe(200);
    expect(await send('/api/documents/upload')).toBe(413);
    expect(await send('/v1/documents/upload?_page=%2Fen')).toBe(413);
  });
});
