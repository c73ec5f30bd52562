import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

const ROOT = path.join(__dirname, '..');

type Service = {
  profiles?: string[];
  ports?: string[];
  environment?: Record<string, string>;
  env_file?: string;
};

const compose = load(fs.readFileSync(path.join(ROOT, 'deploy/compose.yaml'), 'utf8')) as {
  services: Record<string, Service>;
};

// deploy/compose.yaml as shipped (operations issue): `docker compose up` must not hand mail to a catcher
// whose inbox anyone can read, nor publish anything but the portal.
describe('the compose file as shipped', () => {
  it('starts the mail catcher only in the development profile, on loopback', () => {
    const mailpit = compose.services.mailpit!;
    expect(mailpit.profiles).toEqual(['development']);
    expect(mailpit.ports).toEqual(['127.0.0.1:8025:8025']);
  });

  it('gives the portal no mail default: SMTP_URL is the operator’s, so the production check holds', () => {
    const portal = compose.services.portal!;
    expect(portal.environment?.NODE_ENV).toBe('production');
    expect(portal.environment).not.toHaveProperty('SMTP_URL');
    expect(fs.readFileSync(path.join(ROOT, 'deploy/compose.yaml'), 'utf8')).not.toMatch(/mailpit:1025\}/);
  });

  it('publishes only the portal: every other published port is bound to loopback', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const port of service.ports ?? []) {
        if (name !== 'portal') expect([name, port]).toEqual([name, expect.stringMatching(/^127\.0\.0\.1:/)]);
      }
    }
    expect(Object.keys(compose.services).filter((name) => compose.services[name]!.ports)).toEqual([
      'portal',
      'mailpit',
    ]);
  });
});
