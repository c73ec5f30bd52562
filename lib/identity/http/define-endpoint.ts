import type { z } from 'zod';

import type { ErrorCode } from '../../errors/codes';
import type { Locale } from '../../i18n/locales';
import { authenticateBearer, type BearerSession } from '../domain/authenticate-bearer';
import { authenticateClient } from '../domain/authenticate-client';
import { identity, type IdentityContext } from '../identity-context';
import { clientIp } from './client-ip';
import { basicCredentials, bearerToken } from './credentials';
import { errorResponse, type ErrorStyle } from './error-response';
import { jsonResponse } from './json-response';
import { readForm, readJson, readQuery, validate } from './parse-input';
import { requestLocale } from './request-locale';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `none`; `client`: OAuth client Basic auth; `bearer`: a SUCCESS access token. */
export type AuthKind = 'none' | 'client' | 'bearer';

export type EndpointInput<B, Q> = {
  ctx: IdentityContext;
  request: Request;
  ip: string;
  locale: Locale;
  body: B;
  query: Q;
  client: { id: string } | null;
  session: BearerSession | null;
};

export type EndpointSpec<B extends z.ZodType, Q extends z.ZodType> = {
  method: HttpMethod;
  path: string;
  /** REST answers `{ data }` / `{ errors }`; OAuth answers its own body / `{ error, error_description }`. */
  style: ErrorStyle;
  auth: AuthKind;
  summary: string;
  description?: string;
  tag: string;
  body?: B;
  /** Defaults: JSON for REST, form data for OAuth. */
  bodyKind?: 'json' | 'form';
  query?: Q;
  /** The success body for the OpenAPI document (REST: the `data` inside). */
  response?: z.ZodType;
  errors: readonly ErrorCode[];
  handle(input: EndpointInput<z.output<B>, z.output<Q>>): Promise<unknown>;
};

export type RouteHandler = (request: Request) => Promise<Response>;

export type Endpoint = Omit<EndpointSpec<z.ZodType, z.ZodType>, 'handle'> & { handler: RouteHandler };

/** Banner, auth, parse, call, shape — and one catch that maps every failure (STYLE habit 4). */
export function defineEndpoint<B extends z.ZodType = z.ZodNever, Q extends z.ZodType = z.ZodNever>(
  spec: EndpointSpec<B, Q>,
): Endpoint {
  const handler: RouteHandler = async (request) => {
    try {
      const ctx = await identity();
      const client = spec.auth === 'client' ? await authenticateClient(ctx, basicCredentials(request)) : null;
      const session = spec.auth === 'bearer' ? await authenticateBearer(ctx, bearerToken(request)) : null;
      const query = spec.query ? validate(spec.query, readQuery(request)) : undefined;
      const bodyKind = spec.bodyKind ?? (spec.style === 'oauth' ? 'form' : 'json');
      const raw = spec.body ? await (bodyKind === 'form' ? readForm(request) : readJson(request)) : undefined;
      const body = spec.body ? validate(spec.body, raw) : undefined;
      const result = await spec.handle({
        ctx,
        request,
        ip: clientIp(request),
        locale: requestLocale(request),
        body: body as z.output<B>,
        query: query as z.output<Q>,
        client,
        session,
      });
      if (result instanceof Response) return result;
      return jsonResponse(spec.style === 'rest' ? { data: result ?? null } : result);
    } catch (error) {
      return errorResponse(error, spec.style);
    }
  };
  const { handle: _handle, ...meta } = spec;
  return { ...(meta as unknown as Omit<Endpoint, 'handler'>), handler };
}
