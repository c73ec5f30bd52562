import { z } from 'zod';

import { ERROR_CODES, type ErrorCode } from '../../errors/codes';
import { httpStatusOf } from '../../errors/http-status';
import { UPLOAD_FILE_FIELD } from '../../policy';
import { UPSTREAM } from '../../schemas/upstream';
import type { Endpoint } from './define-endpoint';
import { OPENAPI_EXAMPLES } from './openapi-examples';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function queryParameters(schema: z.ZodType | undefined): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: (object.required ?? []).includes(name),
    schema: property,
  }));
}

function enveloped(envelope: Endpoint['envelope'], answer: JsonSchema): JsonSchema {
  if (envelope === 'data') return { type: 'object', properties: { data: answer }, required: ['data'] };
  if (envelope === 'state') {
    return {
      type: 'object',
      properties: { state: { const: 'success' }, data: answer },
      required: ['state', 'data'],
    };
  }
  return answer;
}

function pathParameters(schema: z.ZodType | undefined): JsonSchema[] {
  return queryParameters(schema).map((parameter) => ({ ...parameter, in: 'path', required: true }));
}

const BODY_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

function requestSchema(endpoint: Endpoint): JsonSchema {
  const schema = jsonSchema(endpoint.body!) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  if (endpoint.bodyKind !== 'multipart') return schema;
  // The file part travels beside the text fields.
  return {
    ...schema,
    properties: { ...schema.properties, [UPLOAD_FILE_FIELD]: { type: 'string', format: 'binary' } },
    required: [...(schema.required ?? []), UPLOAD_FILE_FIELD],
  };
}

/** The contract's name in lib/schemas/upstream.ts: a stable operationId a code generator names its method after. */
const OPERATION_IDS = new Map(
  Object.entries(UPSTREAM).map(([name, contract]) => [`${contract.method} ${contract.path}`, name]),
);

function operationIdOf(endpoint: Endpoint): string {
  const id = OPERATION_IDS.get(`${endpoint.method} ${endpoint.path}`);
  if (!id) throw new Error(`${endpoint.method} ${endpoint.path} has no contract in UPSTREAM`);
  return id;
}

/**
 * Statuses an operation answers beyond its codes' usual ones (lib/errors/http-status.ts): a document
 * that moved on meanwhile is a 409 `invalid_request`, a full upload disk a 507.
 */
const EXTRA_STATUSES: Record<string, { status: number; code: ErrorCode; when: string }[]> = {
  documentSave: [{ status: 409, code: 'invalid_request', when: 'the document is no longer editable' }],
  documentUpload: [
    { status: 409, code: 'invalid_request', when: 'the document is no longer editable' },
    { status: 507, code: 'internal_server_error', when: 'the server has no room for files now' },
  ],
  documentDelete: [{ status: 409, code: 'invalid_request', when: 'the document is no longer editable' }],
  verificationVerify: [{ status: 409, code: 'invalid_request', when: 'the document moved on meanwhile' }],
  adminDocumentApprove: [{ status: 409, code: 'invalid_request', when: 'the document awaits no decision' }],
  adminDocumentReject: [{ status: 409, code: 'invalid_request', when: 'the document awaits no decision' }],
};

type Failure = { status: number; code: ErrorCode; when: string };

/** Every failure an operation can answer: its declared codes, its auth, its input, and the server's own. */
function failuresOf(endpoint: Endpoint, operationId: string): Failure[] {
  const failures: Failure[] = endpoint.errors
    .filter((code) => !(endpoint.auth === 'client' && code === 'access_denied'))
    .map((code) => ({ status: httpStatusOf(code), code, when: code }));
  const add = (status: number, code: ErrorCode, when: string) => failures.push({ status, code, when });
  if (endpoint.auth === 'client') add(401, 'access_denied', 'the client id or secret is wrong');
  if (endpoint.auth === 'bearer' || endpoint.auth === 'bearer-or-product' || endpoint.reads?.bearer) {
    add(401, 'invalid_token', 'no bearer, or one revoked, expired or unknown');
  }
  if (endpoint.auth === 'bearer')
    add(403, 'access_denied', "a linked product's token (the portal's own call)");
  if (endpoint.auth === 'admin') {
    add(401, 'invalid_token', 'a missing or wrong ADMIN_TOKEN');
    add(404, 'not_found', 'the moderation API is off (ADMIN_TOKEN unset)');
  }
  const input = endpoint.body ?? endpoint.query ?? endpoint.params ?? endpoint.reads?.form;
  if (input) add(400, endpoint.host === 'oauth' ? 'invalid_request' : 'validation_error', 'invalid input');
  // The Node entry refuses a declared body larger than the call takes before reading it — any call's.
  add(413, 'invalid_request', 'a body larger than the call takes, refused unread');
  if (endpoint.body || endpoint.reads?.form) {
    add(408, 'invalid_request', 'the body did not arrive in time');
    add(415, 'invalid_request', 'the body is not of the documented type');
  }
  for (const extra of EXTRA_STATUSES[operationId] ?? []) failures.push(extra);
  add(500, 'internal_server_error', 'an unexpected error');
  add(
    503,
    endpoint.host === 'oauth' ? 'server_error' : 'internal_server_error',
    'the database is out of reach',
  );
  return failures;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Refused: the request or the credentials',
  401: 'Not authenticated',
  403: 'Not allowed',
  404: 'Not found',
  408: 'The body came too slowly',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Unsupported body type',
  429: 'Too many requests: wait for Retry-After seconds',
  500: 'Unexpected error',
  503: 'Temporarily unavailable: try again after Retry-After seconds',
  507: 'No room for files',
};

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
};

function errorBody(host: Endpoint['host'], code: ErrorCode): unknown {
  const wire = code === 'validation_error' && host === 'oauth' ? 'invalid_request' : code;
  if (host === 'oauth') return { error: wire, error_description: wire };
  if (code === 'validation_error') {
    return { errors: [{ code: 'validation_error', fieldName: 'email', errors: ['required'] }] };
  }
  return { errors: [{ code: wire }] };
}

function failureResponses(endpoint: Endpoint, operationId: string): Record<string, JsonSchema> {
  const byStatus = new Map<number, Failure[]>();
  for (const failure of failuresOf(endpoint, operationId)) {
    const same = byStatus.get(failure.status) ?? [];
    if (!same.some((f) => f.code === failure.code && f.when === failure.when)) same.push(failure);
    byStatus.set(failure.status, same);
  }
  const errorRef =
    endpoint.host === 'oauth' ? '#/components/schemas/OAuthError' : '#/components/schemas/RestErrors';
  const responses: Record<string, JsonSchema> = {};
  for (const [status, failures] of [...byStatus].sort(([a], [b]) => a - b)) {
    const codes = [...new Set(failures.map((f) => f.code))];
    const notes = failures.filter((f) => f.when !== f.code).map((f) => `${f.code}: ${f.when}`);
    responses[String(status)] = {
      description: `${STATUS_TEXT[status] ?? 'Failure'} — ${codes.join(', ')}${notes.length ? ` (${notes.join('; ')})` : ''}`,
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
      content: {
        'application/json': {
          schema: { $ref: errorRef },
          examples: Object.fromEntries(
            codes.map((code) => [code, { value: errorBody(endpoint.host, code) }]),
          ),
        },
      },
    };
  }
  return responses;
}

function successContent(endpoint: Endpoint, operationId: string): JsonSchema {
  if (endpoint.answerKind === 'file') {
    const binary = { schema: { type: 'string', format: 'binary' } };
    return { 'image/jpeg': binary, 'image/png': binary };
  }
  const example = OPENAPI_EXAMPLES[operationId]?.answer;
  return {
    'application/json': {
      schema: enveloped(endpoint.envelope, jsonSchema(endpoint.answer)),
      ...(example === undefined ? {} : { example }),
    },
  };
}

function securityOf(endpoint: Endpoint): JsonSchema[] {
  if (endpoint.auth === 'client') return [{ clientBasic: [] }];
  if (endpoint.auth === 'bearer' || endpoint.auth === 'bearer-or-product' || endpoint.reads?.bearer) {
    return [{ bearer: [] }];
  }
  if (endpoint.auth === 'admin') return [{ adminBearer: [] }];
  return [];
}

function requestBody(endpoint: Endpoint, operationId: string): JsonSchema | undefined {
  const example = OPENAPI_EXAMPLES[operationId]?.body;
  const withExample = (schema: JsonSchema) => ({ schema, ...(example === undefined ? {} : { example }) });
  if (endpoint.body) {
    const type = BODY_TYPES[endpoint.bodyKind ?? (endpoint.host === 'oauth' ? 'form' : 'json')];
    return { required: true, content: { [type]: withExample(requestSchema(endpoint)) } };
  }
  if (endpoint.reads?.form) {
    return { required: false, content: { [BODY_TYPES.form]: withExample(jsonSchema(endpoint.reads.form)) } };
  }
  return undefined;
}

function operation(endpoint: Endpoint): JsonSchema {
  const operationId = operationIdOf(endpoint);
  const body = requestBody(endpoint, operationId);
  return {
    operationId,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    security: securityOf(endpoint),
    parameters: [
      {
        name: 'X-Locale',
        in: 'header',
        required: false,
        description: 'The language of texts the call sends or answers (mails, notices); default en',
        schema: { type: 'string' },
      },
      ...pathParameters(endpoint.params),
      ...queryParameters(endpoint.query),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': { description: 'Success', content: successContent(endpoint, operationId) },
      ...failureResponses(endpoint, operationId),
    },
  };
}

const TAGS: Record<string, string> = {
  config: 'The public configuration the portal starts with',
  oauth: 'Tokens (the OAuth host): sign-in grants, check_token for linked products, single logout',
  account: 'Accounts: registration, confirmation, the profile, passwords',
  countries: 'Country lists',
  qr: 'Signing in by QR code',
  captcha: 'The self-hosted captcha',
  'two-fa': 'Second factors',
  sessions: 'Signed-in devices (security centre)',
  telegram: "The Telegram bot's webhook",
  verification: 'Identity verification: documents and their status',
  moderation: 'The moderation API (bearer ADMIN_TOKEN; 404 while it is unset)',
  meta: 'This document',
};

/** OpenAPI 3.1 from the same zod schemas the handlers validate with (DESIGN §3). */
export function buildOpenApi(endpoints: readonly Endpoint[], version = '1.0.0'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  const tags = [...new Set(endpoints.map((e) => e.tag))].map((name) => ({
    name,
    description: TAGS[name] ?? name,
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Passport identity service',
      version,
      description:
        'The upstream contract of SPEC §7: the oauth host and the passport REST host (both this server unless ' +
        'OAUTH_URL and PASSPORT_API_URL point elsewhere). Linked products: docs/identity-integration.md.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        clientBasic: { type: 'http', scheme: 'basic', description: 'OAuth client id and secret' },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'An access token with authentication_status SUCCESS',
        },
        adminBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'ADMIN_TOKEN of the moderation API (/admin/v1); the API answers 404 while it is unset',
        },
      },
      schemas: {
        ErrorCode: { type: 'string', enum: [...ERROR_CODES] },
        OAuthError: {
          type: 'object',
          properties: {
            error: { $ref: '#/components/schemas/ErrorCode' },
            error_description: { type: 'string' },
          },
          required: ['error'],
        },
        RestErrors: {
          type: 'object',
          properties: {
            errors: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  code: { $ref: '#/components/schemas/ErrorCode' },
                  fieldName: { type: 'string' },
                  errors: { type: 'array', items: { $ref: '#/components/schemas/ErrorCode' } },
                },
                required: ['code'],
              },
            },
          },
          required: ['errors'],
        },
      },
    },
  };
}
