import { UPSTREAM } from '../../../schemas/upstream';
import { publicConfig } from '../../domain/public-config';
import { defineEndpoint } from '../define-endpoint';
import { jsonResponse } from '../json-response';

/** GET /config — public fields only, as a plain object (not wrapped in `data`). */
export const configEndpoint = defineEndpoint(UPSTREAM.config, {
  auth: 'none',
  tag: 'config',
  summary: 'Public configuration',
  description: 'A plain object, not wrapped in `data`. Never holds the client secret.',
  errors: [],
  async handle() {
    return jsonResponse(publicConfig(), 200, { 'cache-control': 'no-cache' });
  },
});
