import { Writable } from 'node:stream';

import { createLogger } from '../lib/identity/logger/logger';
import { routeConsoleToLogger } from './console-to-pino';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: createLogger(sink) };
}

describe("Next's console output as JSON lines", () => {
  const level = process.env.LOG_LEVEL;
  beforeAll(() => {
    process.env.LOG_LEVEL = 'info';
  });
  afterAll(() => {
    process.env.LOG_LEVEL = level;
  });

  it('turns console.error with an Error into one JSON line with the stack in err', () => {
    const { lines, log } = capture();
    const restore = routeConsoleToLogger(log);
    try {
      console.error('⨯ render failed:', new Error('boom in a page'));
    } finally {
      restore();
    }
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line.level).toBe(50);
    expect(line.msg).toBe('⨯ render failed:');
    expect(line.err.message).toBe('boom in a page');
    expect(line.err.stack).toContain('console-to-pino.test.ts');
  });

  it('writes console.log and console.warn at info and warn, and gives the console back', () => {
    const { lines, log } = capture();
    const original = console.log;
    const restore = routeConsoleToLogger(log);
    console.log('▲ Next.js %s', '16');
    console.warn('slow page', { ms: 1200 });
    restore();
    expect(console.log).toBe(original);
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ level: 30, msg: '▲ Next.js 16', source: 'console' }),
      expect.objectContaining({ level: 40, msg: 'slow page { ms: 1200 }' }),
    ]);
  });
});
