import type { IncomingMessage, ServerResponse } from 'node:http';

import { VISITOR_HEADER } from '../../http/visitor-address';
import { errorAnswer } from '../http/error-answer';
import { identity } from '../identity-context';
import { interactionBinding } from './interaction-binding';
import { INTERACTION_BINDING_COOKIE, INTERACTION_BINDING_PATH, INTERACTION_PATTERN } from './oidc-paths';
import { oidcInstance } from './provider-instance';

const TOKEN_PATHS = new Set(['/oidc/token', '/oidc/token/introspection', '/oidc/token/revocation']);

/**
 * The OpenID provider behind the one front door: the entry hands it `/oidc/…` and discovery as Node
 * requests (oidc-provider is a Koa app). Its interaction goes to the portal's own sign-in: the browser
 * that began it gets a binding cookie only the BFF sees, and is sent to `/api/oidc/continue`.
 */
export async function serveOidc(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const ctx = await identity();
  const instance = await oidcInstance(ctx);
  // Every URL the provider writes is the issuer's (APP_URL), whatever address the request came in on:
  // the headers it would trust from a proxy are set here, and any a client sent are dropped.
  const issuer = new URL(ctx.config.appUrl);
  req.headers.host = issuer.host;
  req.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
  delete req.headers['x-forwarded-host'];
  delete req.headers['x-forwarded-port'];
  const match = INTERACTION_PATTERN.exec(pathname);
  if (!match || req.method !== 'GET') {
    // The token endpoints share the OAuth grants' limit per address (a guessed code or secret costs).
    if (req.method === 'POST' && TOKEN_PATHS.has(pathname)) {
      const address = req.headers[VISITOR_HEADER];
      try {
        await ctx.limits.consume('token', typeof address === 'string' ? address : 'unknown');
      } catch (error) {
        const answer = errorAnswer(error, 'oauth');
        res.writeHead(answer.status, { ...answer.headers, 'Cache-Control': 'no-store' }).end(answer.body);
        return;
      }
    }
    instance.serve(req, res);
    return;
  }
  let uid: string;
  try {
    // Checks the provider's own interaction cookie: only the browser that began it gets on.
    uid = (await instance.provider.interactionDetails(req, res)).uid;
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('This sign-in has expired. Go back to the product and start again.');
    return;
  }
  if (uid !== match[1]) {
    res.writeHead(400, { 'Cache-Control': 'no-store' }).end();
    return;
  }
  const secure = ctx.config.appUrl.startsWith('https:') ? '; Secure' : '';
  res.writeHead(303, {
    'Set-Cookie': `${INTERACTION_BINDING_COOKIE}=${interactionBinding(instance.keys, uid, ctx.now())}; Path=${INTERACTION_BINDING_PATH}; HttpOnly; SameSite=Lax; Max-Age=900${secure}`,
    Location: `/api/oidc/continue?uid=${encodeURIComponent(uid)}`,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
  res.end();
}
