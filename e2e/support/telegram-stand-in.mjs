// A stand-in for the Telegram Bot API: the few methods grammY calls, at /bot<token>/<method> as
// Telegram serves them, plus a small HTTP API for tests (like smtp-sink.mjs for mail):
//   GET /messages[?chat_id=]  → [{ chat_id, text, date }] every sendMessage the bot made; DELETE clears
//   POST /updates { chat_id, text, language_code? } → a user writes to the bot (delivered by getUpdates)
// Chat IDs starting with 404 are unreachable: sendMessage answers 400 "chat not found", as Telegram does.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

const MAX_POLL_MS = 25_000;

export function startTelegramStandIn({ port = 0, token, botName = 'passport_test_bot' }) {
  const messages = [];
  const updates = [];
  let nextUpdateId = 1;
  let nextMessageId = 1;
  const waiting = new Set();

  const ok = (res, result) => json(res, 200, { ok: true, result });
  const fail = (res, status, description) =>
    json(res, status, { ok: false, error_code: status, description });

  function deliver() {
    for (const waiter of [...waiting]) waiter();
  }

  async function botMethod(req, res, method) {
    const params = await readParams(req);
    switch (method) {
      case 'getMe':
        return ok(res, { id: 777000, is_bot: true, first_name: 'Passport', username: botName });
      case 'deleteWebhook':
      case 'setWebhook':
      case 'setMyCommands':
        return ok(res, true);
      case 'getUpdates': {
        const offset = Number(params.offset ?? 0);
        const pending = () => updates.filter((u) => u.update_id >= offset);
        // Confirmed updates are gone for good, as on Telegram.
        for (let i = updates.length - 1; i >= 0; i--) if (updates[i].update_id < offset) updates.splice(i, 1);
        if (pending().length > 0) return ok(res, pending());
        const waitMs = Math.min(Number(params.timeout ?? 0) * 1000, MAX_POLL_MS);
        if (waitMs === 0) return ok(res, []);
        return new Promise((resolve) => {
          const finish = () => {
            clearTimeout(timer);
            waiting.delete(finish);
            if (!res.writableEnded) ok(res, pending());
            resolve();
          };
          const timer = setTimeout(finish, waitMs);
          waiting.add(finish);
          req.on('close', finish);
        });
      }
      case 'sendMessage': {
        const chatId = String(params.chat_id ?? '');
        if (!chatId || !params.text) return fail(res, 400, 'Bad Request: message text is empty');
        if (chatId.startsWith('404')) return fail(res, 400, 'Bad Request: chat not found');
        messages.push({ chat_id: chatId, text: String(params.text), date: Date.now() });
        return ok(res, {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: Number(chatId), type: 'private' },
          text: String(params.text),
        });
      }
      default:
        return fail(res, 404, 'Not Found: method not found');
    }
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const bot = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
      if (bot) {
        if (bot[1] !== token) return fail(res, 401, 'Unauthorized');
        return await botMethod(req, res, bot[2]);
      }
      if (url.pathname === '/messages') {
        if (req.method === 'DELETE') {
          messages.length = 0;
          return res.writeHead(204).end();
        }
        const chatId = url.searchParams.get('chat_id');
        return json(res, 200, chatId ? messages.filter((m) => m.chat_id === chatId) : messages);
      }
      if (url.pathname === '/updates' && req.method === 'POST') {
        const { chat_id: chatId, text, language_code: languageCode = 'en' } = await readParams(req);
        const id = Number(chatId);
        updates.push({
          update_id: nextUpdateId++,
          message: {
            message_id: nextMessageId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id, type: 'private', first_name: 'Ada' },
            from: { id, is_bot: false, first_name: 'Ada', language_code: languageCode },
            text,
            entities: text.startsWith('/')
              ? [{ type: 'bot_command', offset: 0, length: text.split(' ')[0].length }]
              : [],
          },
        });
        deliver();
        return json(res, 202, { queued: true });
      }
      res.writeHead(404).end();
    } catch (error) {
      json(res, 500, { ok: false, error_code: 500, description: String(error) });
    }
  });

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({
        port: server.address().port,
        close: () =>
          new Promise((done) => {
            deliver();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

function json(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

async function readParams(req) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const params = Object.fromEntries(url.searchParams);
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return params;
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/json')) return { ...params, ...JSON.parse(text) };
  if (type.includes('application/x-www-form-urlencoded')) {
    return { ...params, ...Object.fromEntries(new URLSearchParams(text)) };
  }
  return params;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const token = process.env.TELEGRAM_BOT_TOKEN;
  if (!token) throw new Error('TELEGRAM_BOT_TOKEN is required');
  const standIn = await startTelegramStandIn({
    port: Number(process.env.TELEGRAM_STAND_IN_PORT ?? 0),
    token,
    botName: process.env.TELEGRAM_BOT_NAME,
  });
  console.log(JSON.stringify({ port: standIn.port }));
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => standIn.close().then(() => process.exit(0)));
}
