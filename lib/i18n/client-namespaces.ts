import type { Messages } from 'next-intl';

type Namespace = keyof Messages;

/**
 * Which message namespaces each layout hands to the browser. Every namespace given to a
 * NextIntlClientProvider is serialized into each page's flight data, so a layout gives only what the
 * client components rendered under it call (README: Performance). A nested provider replaces its
 * parent's messages rather than adding to them, so each scope lists everything its subtree needs.
 * client-namespaces.test.ts derives what the client components under each scope use and fails when a
 * list here misses one.
 */
const SHELL = [
  // The root layout's banner, spinner and status screens, the error page, and the header and footer
  // that every group (and the 404 page) renders.
  'Common',
  'ErrorPage',
  'Notification',
  'WarningPage',
  'Errors',
  'CookieBanner',
  'ScrollTop',
  'Logout',
  'Header',
  'ProfileMenu',
  'Footer',
] as const satisfies readonly Namespace[];

const GUEST = [
  ...SHELL,
  'Login',
  'Otp',
  'Captcha',
  'Select',
  'Registration',
  'Confirmation',
  'ChooseAccount',
  'PasswordRecovery',
  'PasswordReset',
  'PasswordRules',
  'QrApprove',
  'Passkeys',
] as const satisfies readonly Namespace[];

const ACCOUNT = [
  ...SHELL,
  'Sidebar',
  'Notification',
  'ChangePassword',
  'PasswordRules',
] as const satisfies readonly Namespace[];

export const CLIENT_NAMESPACES = {
  shell: SHELL,
  guest: GUEST,
  landing: [...SHELL, 'Landing'],
  // The unlock pages (login/unlock): the request form and its captcha (which names it with Login's
  // words), and the link's page.
  unlock: [...SHELL, 'Unlock', 'Captcha', 'Login'],
  // A new-device alert's "Not me" page: its confirmation only.
  notMe: [...SHELL, 'NotMe'],
  // The deletion mail's cancel link: its confirmation only.
  cancelDeletion: [...SHELL, 'CancelDeletion'],
  account: ACCOUNT,
  verification: [...ACCOUNT, 'Verification', 'Select'],
  security: [...ACCOUNT, 'Security', 'StepUp', 'Devices', 'MyData', 'Passkeys'],
} as const satisfies Record<string, readonly Namespace[]>;

export type ClientScope = keyof typeof CLIENT_NAMESPACES;

/** The catalogue's namespaces a scope's client components use, and nothing else. */
export function pickNamespaces(messages: Messages, scope: ClientScope): Partial<Messages> {
  const picked: Partial<Record<Namespace, unknown>> = {};
  for (const namespace of CLIENT_NAMESPACES[scope]) picked[namespace] = messages[namespace];
  return picked as Partial<Messages>;
}
