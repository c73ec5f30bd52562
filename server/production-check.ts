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
      const host = new URL(appUrl).hostname;
      if (LOCAL_HOSTS.has(host) || host.endsWith('.localhost')) {
        problems.push(
          `APP_URL points at ${host}: set the public origin visitors use (https://id.example.com).`,
        );
      }
    } catch {
      problems.push('APP_URL is not a URL: set the public origin (https://id.example.com).');
    }
  }
  const shown = new Set<string>(PROJECTS.map((project) => project.group));
  for (const group of PRODUCT_GROUPS.filter((g) => shown.has(g))) {
    const variable = backUrlVariable(group);
    if (!env[variable]) {
      problems.push(
        `${variable} is not set: the landing links to ${group}, and its token would go to a default.`,
      );
    }
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

/**
 * What no start accepts, production or not: a setting that is given but wrong (a limit an operator
 * tuned and mistyped must not run as a default nobody chose).
 */
export function configurationProblems(env: Record<string, string | undefined>): string[] {
  return readAbuseSettings(env).problems;
}
