import fs from 'node:fs';

import { ENDPOINTS } from '../../lib/identity/http/routes';
import { ENDPOINT_DOCS, endpointDocs } from '../../scripts/endpoint-docs';

describe('docs/endpoints.md', () => {
  it('lists exactly the calls the route table serves (npm run docs:endpoints rewrites it)', () => {
    expect(fs.readFileSync(ENDPOINT_DOCS, 'utf8')).toBe(endpointDocs());
  });

  it('names every endpoint once', () => {
    const text = endpointDocs();
    for (const e of ENDPOINTS) expect(text.split(`| \`${e.method} ${e.path}\` |`).length).toBe(2);
  });
});
