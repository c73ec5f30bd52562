import 'server-only';

import { NextResponse } from 'next/server';
import type { z } from 'zod';

import { env } from '../env';
import { readBoundedBody } from '../http/read-bounded-body';
import { isLocale } from '../i18n/locales';
import { BFF_CONTRACTS, type BffAnswer, type BffPath } from '../schemas/bff';
import type { BffResult } from '../schemas/bff-result';
import { PAGE_FIELD, type TFormState } from '../schemas/form-state';
import { fieldErrorsOf, validationErrors } from '../schemas/validation';
import { formStateCookie, sealFormState } from './form-state';
import { failure } from './normalise';
import { fieldsFromPage, postedPage, type PageFieldSource } from './page-context';
import { contextOf, isSameOrigin, type RequestContext } from './request-context';
import { safeNextPath } from './safe-next';
import { clearSession } from './session';

type Contract<P extends BffPath> = (typeof BFF_CONTRACTS)[P];
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type FormValues<P extends BffPath> =
  Contract<P> extends { form: infer F extends z.ZodType } ? z.output<F> : never;

export type BffHandlerInput<P extends BffPath> = {
  body: Out<Contract<P> extends { body: infer B } ? B : undefined>;
  query: Out<Contract<P> extends { query: infer Q } ? Q : undefined>;
  ctx: RequestContext;
  request: Request;
};

/** How a form posted before hydration (form-encoded, no JavaScript) ends. */
export type FormEnding<P extends BffPath> = {
  /** Entered values shown again beside the errors; never a password. */
  keep: readonly string[];
  /**
   * Fields a page shared by every visitor cannot hold before hydration (a linked product's query, the
   * referral, a mailed code): taken from the address it was loaded at when the post lacks them.
   */
  fromPage?: Readonly<Record<string, PageFieldSource>>;
  /** Where the browser goes after a success; null (the default) returns to the page with the answer. */
  next?: (answer: BffAnswer<P>, values: FormValues<P>, ctx: RequestContext) => string | null;
};

export type BffRouteSpec<P extends BffPath> = {
  handle(input: BffHandlerInput<P>): Promise<BffResult<BffAnswer<P>>>;
  form?: FormEnding<P>;
};

type Handler = (request: Request) => Promise<Response>;
type Method = 'GET' | 'POST';

const NO_STORE = { 'Cache-Control': 'no-store' };
/** Fields a form carries for the BFF itself, not for the call. */
export { PAGE_FIELD };

/**
 * A BFF route from its contract (`lib/schemas/bff.ts`): same-origin check, bounded body, parse with
 * the contract's schema, call, shape — one catch for the unexpected. A form-encoded post (a form sent
 * before hydration) runs the form's schema and the same handler, then redirects.
 */
export function bffRoute<P extends BffPath>(path: P, spec: BffRouteSpec<P>): Record<Method, Handler> {
  const contract: Contract<P> = BFF_CONTRACTS[path];
  const handler: Handler = async (request) => {
    try {
      if (request.method !== contract.method) return json(failure('invalid_request'), 405);
      const isForm = 'form' in contract && isFormEncoded(request);
      if (request.method !== 'GET' && !isSameOrigin(request)) return json(failure('access_denied'), 403);
      return isForm ? await handleForm(path, spec, request) : await handleJson(path, spec, request);
    } catch (error) {
      // Redirects and other framework signals must pass through.
      if (error && typeof error === 'object' && 'digest' in error) throw error;
      console.error(`BFF ${path} failed:`, error instanceof Error ? error.message : 'unknown error');
      return json(failure('internal_server_error', { notify: 'error' }), 500);
    }
  };
  return { GET: handler, POST: handler };
}

async function handleJson<P extends BffPath>(path: P, spec: BffRouteSpec<P>, request: Request) {
  const contract: Contract<P> = BFF_CONTRACTS[path];
  const ctx = contextOf(request.headers);
  let body: unknown;
  if ('body' in contract) {
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
      return json(failure('invalid_request'), 415);
    }
    const text = await readBoundedBody(request);
    if (text === null) return json(failure('invalid_request'), 413);
    const parsed = contract.body.safeParse(parseJson(text));
    if (!parsed.success) return json(invalid(parsed.error), 400);
    body = parsed.data;
  }
  let query: unknown;
  if ('query' in contract) {
    const parsed = contract.query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return json(invalid(parsed.error), 400);
    query = parsed.data;
  }
  const result = await spec.handle({ body, query, ctx, request } as BffHandlerInput<P>);
  if (result.state === 'error' && result.effects.unauthorized) await clearSession();
  return json(result);
}

async function handleForm<P extends BffPath>(path: P, spec: BffRouteSpec<P>, request: Request) {
  const contract = BFF_CONTRACTS[path] as { form: z.ZodType; body: z.ZodType };
  const text = await readBoundedBody(request);
  if (text === null) return json(failure('invalid_request'), 413);
  const cookies = request.headers.get('cookie');
  const page = postedPage(safeNextPath(new URLSearchParams(text).get(PAGE_FIELD), ''), cookies);
  const fields = fieldsFromPage(
    Object.fromEntries(new URLSearchParams(text)),
    page,
    spec.form?.fromPage ?? {},
    cookies,
  );
  const ctx = contextOf(request.headers);
  const pageLocale = page.split('/')[1];
  if (isLocale(pageLocale)) ctx.locale = pageLocale;
  const back = page || `/${ctx.locale}`;
  const keep = Object.fromEntries(
    (spec.form?.keep ?? []).flatMap((k) => (k in fields ? [[k, fields[k]!]] : [])),
  );
  const state = (partial: Omit<TFormState, 'form' | 'values'>): TFormState => ({
    form: path,
    values: keep,
    ...partial,
  });

  const parsed = contract.form.safeParse(fields);
  if (!parsed.success)
    return redirect(back, state({ succeeded: false, errors: invalid(parsed.error).errors }));
  const body = contract.body.parse(parsed.data);
  const result = await spec.handle({ body, query: undefined, ctx, request } as BffHandlerInput<P>);
  if (result.state === 'error') {
    if (result.effects.unauthorized) {
      await clearSession();
      return redirect(`/${ctx.locale}/login`);
    }
    return redirect(back, state({ succeeded: false, errors: result.errors }));
  }
  const next = spec.form?.next?.(result.data, parsed.data as FormValues<P>, ctx) ?? null;
  return next ? redirect(next) : redirect(back, state({ succeeded: true, errors: [], answer: result.data }));
}

function invalid(error: z.ZodError) {
  return { state: 'error' as const, errors: validationErrors(fieldErrorsOf(error)), effects: {} };
}

function json(result: BffResult<unknown>, status = 200): NextResponse {
  return NextResponse.json(result, { status, headers: NO_STORE });
}

/** A 303 to a path of this portal on its public origin, handing the page its form state. */
export async function redirect(path: string, state?: TFormState): Promise<NextResponse> {
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: new URL(path, env().APP_URL).toString(), ...NO_STORE },
  });
  if (state) {
    const secure = env().APP_URL.startsWith('https://');
    response.cookies.set(
      formStateCookie.name(secure),
      await sealFormState(state),
      formStateCookie.options(secure),
    );
  }
  return response;
}

function isFormEncoded(request: Request): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
