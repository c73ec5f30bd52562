import Bowser from 'bowser';

/** A browser and system as people name them ("Chrome 120", "Windows 10"); null when unknown. */
export type UserAgentParts = { browser: string | null; system: string | null };

export function userAgentParts(userAgent: string | null | undefined): UserAgentParts {
  // Bowser throws on an empty string; a missing header is simply unknown.
  if (!userAgent?.trim()) return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  // Windows reports its kernel ("NT 10.0"); people know the marketing name ("10").
  const osVersion = os.name === 'Windows' ? os.versionName : os.version;
  return {
    browser: [browser.name, major].filter(Boolean).join(' ') || null,
    system: [os.name, osVersion].filter(Boolean).join(' ') || null,
  };
}
