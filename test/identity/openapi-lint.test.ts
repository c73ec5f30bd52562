import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import packageJson from '../../package.json';
import { describeBackends } from './describe-backends';

const REDOCLY = path.join(__dirname, '../../node_modules/@redocly/cli/bin/cli.js');

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { examples?: unknown; example?: unknown }> }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
};

// The API for integrators (operations issue): /v1/openapi.json as served is what a code generator reads,
// so Redocly's recommended ruleset must pass on it, with no warning either.
describeBackends('the OpenAPI document a code generator reads', (h) => {
  let document: { info: { version: string }; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    document = (await h().api.get('/v1/openapi.json')).body;
  });
  const operations = () => Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));

  it("passes Redocly's recommended rules without an error or a warning", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(document));
      const lint = spawnSync(
        process.execPath,
        [REDOCLY, 'lint', file, '--extends=recommended', '--format=json'],
        {
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
      const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(lint.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names every operation, secures each as the service does, and lists its failures with examples', () => {
    const ids = operations().map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.info.version).toBe(packageJson.version);
    expect(document.paths['/v1/user']!.get!.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/oauth/token/revoke']!.delete!.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/oauth/check_token']!.post!.security).toEqual([{ clientBasic: [] }]);
    expect(document.paths['/config']!.get!.security).toEqual([]);
    const checkToken = document.paths['/oauth/check_token']!.post!;
    expect(
      checkToken.requestBody!.content['application/x-www-form-urlencoded']!.schema.properties,
    ).toHaveProperty('token');
    expect(Object.keys(checkToken.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '503']));
    expect(checkToken.responses['200']!.content!['application/json']!.example).toMatchObject({
      active: true,
      authentication_status: 'SUCCESS',
    });
    expect(checkToken.responses['401']!.content!['application/json']!.examples).toEqual({
      access_denied: { value: { error: 'access_denied', error_description: 'access_denied' } },
      invalid_token: { value: { error: 'invalid_token', error_description: 'invalid_token' } },
    });
    // A portal-only call refuses a linked product's token: its 403 is documented.
    expect(document.paths['/v1/password']!.put!.responses).toHaveProperty('403');
    for (const operation of operations()) {
      expect([
        operation.operationId,
        Object.keys(operation.responses).some((s) => s.startsWith('4')),
      ]).toEqual([operation.operationId, true]);
    }
  });
});
