import { userAgentParts } from '@/lib/http/describe-user-agent';

/** What the QR approval page shows of the browser that asked: "Chrome 120", "Windows 10", '—' if unknown. */
export type UserAgentSummary = { browser: string; system: string };

const UNKNOWN = '—';

export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  const { browser, system } = userAgentParts(userAgent);
  return { browser: browser ?? UNKNOWN, system: system ?? UNKNOWN };
}
