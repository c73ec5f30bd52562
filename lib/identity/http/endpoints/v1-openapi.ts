import packageJson from '../../../../package.json';
import { UPSTREAM } from '../../../schemas/upstream';
import { buildOpenApi } from '../build-openapi';
import { defineEndpoint, type Endpoint } from '../define-endpoint';
import { jsonAnswer } from '../json-answer';

/** GET /v1/openapi.json — the whole contract; built on first request. */
export function createOpenApiEndpoint(endpoints: () => readonly Endpoint[]): Endpoint {
  let document: unknown;
  return defineEndpoint(UPSTREAM.openApi, {
    auth: 'none',
    tag: 'meta',
    summary: 'This OpenAPI 3.1 document (a plain object)',
    errors: [],
    async handle() {
      document ??= buildOpenApi(endpoints(), packageJson.version);
      return jsonAnswer(document, 200, { 'cache-control': 'no-cache' });
    },
  });
}
