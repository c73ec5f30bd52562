import Bowser from 'bowser';

/** What the QR approval page shows of the browser that asked: "Chrome 120", "Windows 10", '—' if unknown. */
export type UserAgentSummary = { browser: string; system: string };

const UNKNOWN = '—';

export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  // Bowser throws on an empty string; a missing header is simply unknown.
  if (!userAgent?.trim()) return { browser: UNKNOWN, system: UNKNOWN };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  // Windows reports its kernel ("NT 10.0"); people know the marketing name ("10").
  const osVersion = os.name === 'Windows' ? os.versionName : os.version;
  return {
    browser: [browser.name, major].filter(Boolean).join(' ') || UNKNOWN,
    system: [os.name, osVersion].filter(Boolean).join(' ') || UNKNOWN,
  };
}
