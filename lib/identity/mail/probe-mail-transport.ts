import fs from 'node:fs/promises';
import path from 'node:path';

import type { IdentityConfig } from '../identity-config';

const PROBE_TIMEOUT_MS = 3000;

/** Whether mail can leave now: the SMTP server greets us, or the outbox folder takes files. */
export async function probeMailTransport(config: IdentityConfig): Promise<boolean> {
  try {
    if (!config.smtpUrl) {
      const dir = path.join(config.dataDir, 'outbox');
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.access(dir, fs.constants.W_OK);
      return true;
    }
    const url = new URL(config.smtpUrl);
    for (const [name, value] of Object.entries({
      connectionTimeout: PROBE_TIMEOUT_MS,
      greetingTimeout: PROBE_TIMEOUT_MS,
      socketTimeout: PROBE_TIMEOUT_MS,
    })) {
      url.searchParams.set(name, String(value));
    }
    const nodemailer = await import('nodemailer');
    const transport = nodemailer.createTransport(url.toString());
    try {
      return await transport.verify();
    } finally {
      transport.close();
    }
  } catch {
    return false;
  }
}
