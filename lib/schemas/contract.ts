import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the identity service (SPEC §7, DESIGN §3): declared once here, then served by the
 * identity endpoint, called by the BFF and published in the OpenAPI document from the same object.
 */
export type UpstreamContract = {
  method: HttpMethod;
  /** `oauth`: the OAuth host, OAuth-style errors; `rest`: the passport REST host, `{ errors }`. */
  host: 'oauth' | 'rest';
  /** The path; `{name}` segments are path parameters, read with `params`. */
  path: string;
  /**
   * The request body: form data on the OAuth host, JSON on the REST host unless `bodyKind` says
   * otherwise. For `multipart` it names the text fields; the endpoint streams the file part itself.
   */
  body?: z.ZodType;
  bodyKind?: 'json' | 'form' | 'multipart';
  query?: z.ZodType;
  params?: z.ZodType;
  /** `file`: the success answer is the bytes of a stored file, not JSON. */
  answerKind?: 'json' | 'file';
  /** What a caller holds after SPEC §7 unwrapping: the `data` of a wrapped answer, else the body. */
  answer: z.ZodType;
  /** How the answer travels: `{ data }`, `{ state: 'success', data }`, or bare. */
  envelope: 'data' | 'state' | 'none';
};

/**
 * One route of the BFF the browser calls (`/api` + the key of `BFF_CONTRACTS`): GET to read with a
 * query, POST to act with a body — so the browser client needs no runtime copy of this map.
 */
export type BffContract =
  | { method: 'GET'; query?: z.ZodType; answer: z.ZodType }
  | {
      method: 'POST';
      /** The JSON body the browser client sends. */
      body: z.ZodType;
      /**
       * The form's own schema, run on a form posted before hydration (form-encoded): the same rules
       * the form runs in the browser. Its output is then read with `body`.
       */
      form?: z.ZodType;
      answer: z.ZodType;
    };

/** Keeps the literal types of a contract map while checking its shape. */
export function defineContracts<const T extends Record<string, UpstreamContract>>(contracts: T): T {
  return contracts;
}

export function defineBffContracts<const T extends Record<string, BffContract>>(contracts: T): T {
  return contracts;
}

/** An answer with nothing to say. */
export const ZEmptySchema = z.object({});
