import { ZPublicConfigSchema } from './public-config';

const toPublicConfig = (raw: unknown) => {
  const parsed = ZPublicConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

const upstream = {
  authClientId: 'portal',
  authClientSecret: 'must-not-leak',
  domainOauth: 'https://id.example',
  domainPassportRest: 'https://id.example',
  domainCdn: 'https://cdn.example',
  twoFaBot: null,
  googleApiKey: null,
  recaptcha: null,
  captcha: 'altcha',
  registrationWithoutReferral: 'true',
  supportEmail: 'help@example.com',
  backUrls: { PLATINWORLD: 'https://pw.example/' },
};

describe('the public config contract (GET /config)', () => {
  it('keeps the public fields and drops everything else, the client secret first of all', () => {
    const config = toPublicConfig(upstream);
    expect(config).not.toBeNull();
    expect(JSON.stringify(config)).not.toContain('must-not-leak');
    expect(config).toMatchObject({
      authClientId: 'portal',
      backUrls: { PLATINWORLD: 'https://pw.example/' },
    });
  });

  it('refuses a config without its required fields', () => {
    expect(toPublicConfig({ authClientId: 'portal' })).toBeNull();
    expect(toPublicConfig('nope')).toBeNull();
  });
});
