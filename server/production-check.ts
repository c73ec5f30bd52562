import { environmentProblems } from '../lib/env';
import { compileTrust } from '../lib/http/visitor-address';
import { readAbuseSettings } from '../lib/identity/rate-limit/abuse-settings';
import { backUrlVariable, PRODUCT_GROUPS, PROJECTS } from '../lib/products';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * What a production start (NODE_ENV=production) refuses to run with — each a line an operator can act
 * on. The quick start runs without NODE_ENV and keeps its friendly defaults.
 */
export function productionProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const appUrl = env.APP_URL;
  if (!appUrl) {
    problems.push('APP_URL is not set: mails, QR codes and redirects need the public https origin.');
  } else {
    try {
      const url = new URL(appUrl);
      const host = url.hostname;
      if (LOCAL_HOSTS.has(host) || host.endsWith('.localhost')) {
        problems.push(
          `APP_URL points at ${host}: set the public origin visitors use (https://id.example.com).`,
        );
      } else if (url.protocol !== 'https:') {
        problems.push(
          'APP_URL is plain http: in production the public origin must be https:// (passwords, session ' +
            'cookies and tokens travel on it).',
        );
      }
    } catch {
      problems.push('APP_URL is not a URL: set the public origin (https://id.example.com).');
    }
  }
  const shown = new Set<string>(PROJECTS.map((project) => project.group));
  for (const group of PRODUCT_GROUPS) {
    const variable = backUrlVariable(group);
    const value = env[variable];
    if (!value && shown.has(group)) {
      problems.push(
        `${variable} is not set: the landing links to ${group}, and its token would go to a default.`,
      );
    } else if (value?.startsWith('http://')) {
      problems.push(
        `${variable} is plain http: in production a back URL must be https:// (the token rides in it).`,
      );
    }
  }
  if (env.CDN_URL?.startsWith('http://')) {
    problems.push(
      'CDN_URL is plain http: in production the documents host must be https:// (pages load from it).',
    );
  }
  if (!env.SMTP_URL && env.MAIL_TRANSPORT !== 'file') {
    problems.push(
      'SMTP_URL is not set: confirmation and reset mails would only be written to files ' +
        '(set MAIL_TRANSPORT=file to choose that on purpose).',
    );
  }
  if (!env.MAIL_FROM) problems.push('MAIL_FROM is not set: mails would come from no-reply@localhost.');
  return problems;
}

/** TRUST_PROXY entries proxy-addr cannot read, which it would otherwise throw at the first request. */
function trustProblems(env: Record<string, string | undefined>): string[] {
  for (const entry of (env.TRUST_PROXY ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    try {
      compileTrust(entry);
    } catch {
      return [
        `TRUST_PROXY entry "${entry}" is not an address, a CIDR range or one of loopback, linklocal, ` +
          'uniquelocal.',
      ];
    }
  }
  return [];
}

/**
 * What no start accepts, production or not: a setting that is given but wrong, each problem naming the
 * variable and its rule (a limit an operator tuned and mistyped must not run as a default nobody chose,
 * a mysql:// URL must not run on SQLite).
 */
export function configurationProblems(env: Record<string, string | undefined>): string[] {
  return [...environmentProblems(env), ...trustProblems(env), ...readAbuseSettings(env).problems];
}
