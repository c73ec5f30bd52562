// An SMTP server that keeps every message, with a small HTTP API for tests:
// GET /messages[?to=addr] → [{ to, subject, text, html, date }], DELETE /messages → clear.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.SMTP_SINK_PORT ?? 2525);
const HTTP_PORT = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push({
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: mail.html || '',
          date: Date.now(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/messages') return res.writeHead(404).end();
  if (req.method === 'DELETE') {
    messages.length = 0;
    return res.writeHead(204).end();
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(list));
}).listen(HTTP_PORT, '127.0.0.1', () =>
  console.log(`SMTP sink on ${SMTP_PORT}, API on http://127.0.0.1:${HTTP_PORT}/messages`),
);
