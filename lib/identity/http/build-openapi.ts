import { z } from 'zod';

import { ERROR_CODES } from '../../errors/codes';
import { UPLOAD_FILE_FIELD } from '../../policy';
import type { Endpoint } from './define-endpoint';

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

function successContent(endpoint: Endpoint): JsonSchema {
  if (endpoint.answerKind === 'file') {
    const binary = { schema: { type: 'string', format: 'binary' } };
    return { 'image/jpeg': binary, 'image/png': binary };
  }
  return { 'application/json': { schema: enveloped(endpoint.envelope, jsonSchema(endpoint.answer)) } };
}

function operation(endpoint: Endpoint): JsonSchema {
  const bodyType = BODY_TYPES[endpoint.bodyKind ?? (endpoint.host === 'oauth' ? 'form' : 'json')];
  const errorRef =
    endpoint.host === 'oauth' ? '#/components/schemas/OAuthError' : '#/components/schemas/RestErrors';
  return {
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    ...(endpoint.auth === 'client' ? { security: [{ clientBasic: [] }] } : {}),
    ...(endpoint.auth === 'bearer' ? { security: [{ bearer: [] }] } : {}),
    ...(endpoint.auth === 'admin' ? { security: [{ adminBearer: [] }] } : {}),
    parameters: [
      { name: 'X-Locale', in: 'header', required: false, schema: { type: 'string' } },
      ...pathParameters(endpoint.params),
      ...queryParameters(endpoint.query),
    ],
    ...(endpoint.body
      ? { requestBody: { required: true, content: { [bodyType]: { schema: requestSchema(endpoint) } } } }
      : {}),
    responses: {
      '200': { description: 'Success', content: successContent(endpoint) },
      default: {
        description: `Failure; codes: ${endpoint.errors.join(', ') || 'none besides internal_server_error'}`,
        content: { 'application/json': { schema: { $ref: errorRef } } },
      },
    },
  };
}

/** OpenAPI 3.1 from the same zod schemas the handlers validate with (DESIGN §3). */
export function buildOpenApi(endpoints: readonly Endpoint[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Passport identity service',
      version: '1.0.0',
      description:
        'The upstream contract of SPEC §7: the oauth host and the passport REST host. See docs/identity-service.md.',
    },
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
