import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export type ReceivedMail = { to: string; subject: string; text: string; html: string; file: string };

async function readOutbox(dataDir: string): Promise<ReceivedMail[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const mails: ReceivedMail[] = [];
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()) {
    const file = path.join(dir, name);
    const parsed = await simpleParser(fs.readFileSync(file));
    const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
    mails.push({
      to: to ?? '',
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: String(parsed.html ?? ''),
      file,
    });
  }
  return mails;
}

/** Waits for the newest `.eml` mail to `email` in DATA_DIR/outbox whose text matches `pattern`. */
export async function waitForMail(
  dataDir: string,
  email: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dataDir)).filter(
      (m) => m.to.toLowerCase() === email.toLowerCase() && pattern.test(m.text),
    );
    if (found.length > 0) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No mail to ${email} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until exactly `count` mails to `email` match `pattern`, and a moment longer to see no more come. */
export async function waitForMailCount(
  dataDir: string,
  email: string,
  pattern: RegExp,
  count: number,
  timeoutMs = 10_000,
): Promise<void> {
  const matching = async () =>
    (await readOutbox(dataDir)).filter(
      (m) => m.to.toLowerCase() === email.toLowerCase() && pattern.test(m.text),
    ).length;
  const deadline = Date.now() + timeoutMs;
  while ((await matching()) < count) {
    if (Date.now() > deadline) throw new Error(`Fewer than ${count} mails to ${email} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  const settled = await matching();
  if (settled !== count) throw new Error(`${settled} mails to ${email} matching ${pattern}, not ${count}`);
}

export async function countMails(dataDir: string, email: string): Promise<number> {
  return (await readOutbox(dataDir)).filter((m) => m.to.toLowerCase() === email.toLowerCase()).length;
}

/** The code at the end of a confirmation or reset link. */
export function extractCode(
  mail: { text: string },
  kind: 'confirmation' | 'password/reset' | 'login/unlock',
): string {
  const match = new RegExp(`/${kind.replace('/', '\\/')}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${kind} link in mail`);
  return match[1]!;
}

/** Every mail to `email` whose text matches, oldest first. */
export async function mailsTo(dataDir: string, email: string, pattern: RegExp): Promise<ReceivedMail[]> {
  return (await readOutbox(dataDir)).filter(
    (m) => m.to.toLowerCase() === email.toLowerCase() && pattern.test(m.text),
  );
}
