import { Writable } from 'node:stream';
import pino from 'pino';

import { withAuditScope } from '../audit/audit-scope';
import { createLogger, REDACT_PATHS } from './logger';

it('never writes passwords, codes, tokens or authorization headers', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const log = pino({ redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink);
  log.info(
    {
      password: 'P4ss!',
      code: 'abc',
      body: { token: 't0k', newPassword: 'x' },
      headers: { authorization: 'Bearer s3cret', cookie: 'c=1' },
    },
    'm',
  );
  const out = lines.join('');
  for (const secret of ['P4ss!', '"abc"', 't0k', 's3cret', 'c=1']) expect(out).not.toContain(secret);
  expect(out).toContain('[redacted]');
});

it('names the request being served on every line written while serving it', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const log = createLogger(sink);
  withAuditScope({ requestId: 'req-0123456789ab', visitor: '203.0.113.7', actor: 'visitor' }, () =>
    log.warn('slow query'),
  );
  log.warn('between requests');
  expect(lines.map((line) => JSON.parse(line).requestId)).toEqual(['req-0123456789ab', undefined]);
});
