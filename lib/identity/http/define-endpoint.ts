import type { z } from 'zod';

import type { ErrorCode } from '../../errors/codes';
import { REQUEST_ID_HEADER, requestIdOf } from '../../http/request-id';
import type { Locale } from '../../i18n/locales';
import type { HttpMethod, UpstreamContract } from '../../schemas/contract';
import { withAuditScope } from '../audit/audit-scope';
import { authenticateClient, type AuthenticatedClient } from '../domain/clients/authenticate-client';
import { authenticateAdmin } from '../domain/operations/authenticate-admin';
import { requireStepUp } from '../domain/sign-in/require-step-up';
import { authenticateBearer, type BearerSession } from '../domain/tokens/authenticate-bearer';
import { identity, type IdentityContext } from '../identity-context';
import { clientIp } from './client-ip';
import { basicCredentials, bearerToken } from './credentials';
import { errorAnswer, type ErrorStyle } from './error-answer';
import { jsonAnswer, JsonAnswer, type Answer } from './json-answer';
import { readForm, readJson, readQuery, validate } from './parse-input';
import { requestLocale } from './request-locale';

export type { HttpMethod };

/**
 * `none`; `client`: OAuth client Basic auth; `bearer`: a portal session (a SUCCESS token that is not a
 * linked product's — those get 403); `bearer-or-product`: either; `admin`: the moderation API's
 * ADMIN_TOKEN (the API answers 404 while it is unset).
 */
export type AuthKind = 'none' | 'client' | 'bearer' | 'bearer-or-product' | 'admin';

export type EndpointInput<B, Q, P = undefined> = {
  ctx: IdentityContext;
  request: Request;
  ip: string;
  locale: Locale;
  body: B;
  query: Q;
  /** The path's `{name}` parameters, parsed with the contract's `params`. */
  params: P;
  client: AuthenticatedClient | null;
  session: BearerSession | null;
};

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** How the identity service serves one contract of `lib/schemas/upstream.ts`. */
export type EndpointSpec<C extends UpstreamContract> = {
  auth: AuthKind;
  /**
   * A sensitive change (bearer only): the session must have proved who its holder is within the last
   * STEP_UP_WINDOW_MS, else `reauth_required` (403) before anything is read (require-step-up.ts).
   */
  stepUp?: true;
  summary: string;
  description?: string;
  tag: string;
  errors: readonly ErrorCode[];
  /**
   * What the handler reads on its own, published in the OpenAPI document though defineEndpoint does not
   * parse it: a form body beside the query (check_token's `token`), a bearer it checks itself (revoke).
   */
  reads?: { form?: z.ZodType; bearer?: true };
  /**
   * The answer before its envelope; a JsonAnswer when the endpoint needs its own headers, a Response
   * when it streams a file.
   */
  handle(
    input: EndpointInput<Out<C['body']>, Out<C['query']>, Out<C['params']>>,
  ): Promise<z.input<C['answer']> | Answer>;
};

/** What the Node entry calls: a request in, the answer (not yet written) out. */
export type AnswerHandler = (request: Request) => Promise<Answer>;

export type Endpoint = UpstreamContract &
  Omit<EndpointSpec<UpstreamContract>, 'handle'> & { serve: AnswerHandler };

/** Banner, auth, parse, call, shape — and one catch that maps every failure (STYLE habit 4). */
export function defineEndpoint<C extends UpstreamContract>(contract: C, spec: EndpointSpec<C>): Endpoint {
  const style: ErrorStyle = contract.host;
  const bodyKind = contract.bodyKind ?? (style === 'oauth' ? 'form' : 'json');
  const serveRequest: AnswerHandler = (request) => {
    const ip = clientIp(request);
    // The entry assigned the id; checked again so a handler never trusts its caller for it.
    const requestId = requestIdOf(request.headers.get(REQUEST_ID_HEADER));
    const actor = spec.auth === 'admin' ? 'admin_api' : 'visitor';
    return withAuditScope({ requestId, visitor: ip, actor }, () => serve(request, ip));
  };
  const serve = async (request: Request, ip: string): Promise<Answer> => {
    try {
      const ctx = await identity();
      if (spec.auth === 'admin') await authenticateAdmin(ctx, bearerToken(request), ip);
      const client = spec.auth === 'client' ? await authenticateClient(ctx, basicCredentials(request)) : null;
      const session =
        spec.auth === 'bearer' || spec.auth === 'bearer-or-product'
          ? await authenticateBearer(ctx, bearerToken(request), {
              products: spec.auth === 'bearer-or-product',
            })
          : null;
      if (spec.stepUp) requireStepUp(ctx, session!);
      const params = contract.params
        ? validate(contract.params, pathParams(contract.path, new URL(request.url).pathname))
        : undefined;
      const query = contract.query ? validate(contract.query, readQuery(request)) : undefined;
      // A multipart body is the endpoint's own to stream; the others are read and checked here.
      const parsesBody = contract.body && bodyKind !== 'multipart';
      const raw = parsesBody
        ? await (bodyKind === 'form' ? readForm(request) : readJson(request))
        : undefined;
      const body = parsesBody ? validate(contract.body!, raw) : undefined;
      const result = await spec.handle({
        ctx,
        request,
        ip,
        locale: requestLocale(request),
        body: body as Out<C['body']>,
        query: query as Out<C['query']>,
        params: params as Out<C['params']>,
        client,
        session,
      });
      if (result instanceof Response || result instanceof JsonAnswer) return result;
      return jsonAnswer(envelope(contract.envelope, result));
    } catch (error) {
      return errorAnswer(error, style);
    }
  };
  const { handle: _handle, ...meta } = spec;
  const errors: readonly ErrorCode[] = spec.stepUp ? [...spec.errors, 'reauth_required'] : spec.errors;
  return { ...contract, ...meta, errors, serve: serveRequest };
}

/** A path template (`/v1/verifications/{id}/verify`) as a pattern; null for a plain path. */
export function pathPattern(template: string): RegExp | null {
  if (!template.includes('{')) return null;
  const source = template
    .split(/(\{[a-zA-Z]+\})/)
    .map((piece) =>
      /^\{[a-zA-Z]+\}$/.test(piece)
        ? `(?<${piece.slice(1, -1)}>[^/]+)`
        : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** The `{name}` values of a path, decoded; empty when it does not match. */
export function pathParams(template: string, pathname: string): Record<string, string> {
  const match = pathPattern(template)?.exec(pathname);
  if (!match?.groups) return {};
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(match.groups)) {
    try {
      params[key] = decodeURIComponent(value);
    } catch {
      params[key] = value;
    }
  }
  return params;
}

function envelope(kind: UpstreamContract['envelope'], answer: unknown): unknown {
  if (kind === 'data') return { data: answer ?? null };
  if (kind === 'state') return { state: 'success', data: answer ?? null };
  return answer;
}
