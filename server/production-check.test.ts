import { backUrlVariable, PROJECTS } from '../lib/products';
import { configurationProblems, productionProblems } from './production-check';

const complete = {
  APP_URL: 'https://id.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  MAIL_FROM: 'Passport <no-reply@example.com>',
  ...Object.fromEntries(PROJECTS.map((p) => [backUrlVariable(p.group), `https://${p.type}.example.com/`])),
};

describe('a production start', () => {
  it('runs with a complete configuration', () => {
    expect(productionProblems(complete)).toEqual([]);
  });

  it('names every problem on a line of its own', () => {
    const problems = productionProblems({ APP_URL: 'http://localhost:3000' });
    expect(problems[0]).toMatch(/^APP_URL points at localhost/);
    expect(problems.filter((p) => p.startsWith('BACK_URL_'))).toHaveLength(PROJECTS.length);
    expect(problems.some((p) => p.startsWith('SMTP_URL is not set'))).toBe(true);
    expect(problems.some((p) => p.startsWith('MAIL_FROM is not set'))).toBe(true);
    expect(productionProblems({ ...complete, APP_URL: undefined })).toEqual([
      expect.stringMatching(/^APP_URL is not set/),
    ]);
  });

  it('refuses plain-http public URLs: the origin, the back URLs, the documents host', () => {
    const problems = productionProblems({
      ...complete,
      APP_URL: 'http://id.example.com',
      BACK_URL_SMART: 'http://smart.example.com/',
      CDN_URL: 'http://cdn.example.com/docs',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^APP_URL is plain http: in production the public origin must be https:\/\//),
      expect.stringMatching(/^BACK_URL_SMART is plain http: in production a back URL must be https:\/\//),
      expect.stringMatching(/^CDN_URL is plain http/),
    ]);
  });

  it('accepts the file outbox when the operator chose it', () => {
    expect(productionProblems({ ...complete, SMTP_URL: undefined, MAIL_TRANSPORT: 'file' })).toEqual([]);
  });
});

describe('any start', () => {
  it.each([
    ['SESSION_SECRET', 'short', /^SESSION_SECRET is too short: at least 32 characters/],
    ['TOKEN_TTL_SECONDS', '-5', /^TOKEN_TTL_SECONDS must be a whole number of seconds above 0\.$/],
    ['TOKEN_TTL_SECONDS', '0', /^TOKEN_TTL_SECONDS must be a whole number of seconds above 0\.$/],
    ['TOKEN_TTL_SECONDS', '1.5', /^TOKEN_TTL_SECONDS must be a whole number/],
    [
      'DATABASE_URL',
      'mysql://x',
      /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL \(unset: SQLite/,
    ],
    ['LOG_LEVEL', 'verbose', /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent\.$/],
    [
      'TRUST_PROXY',
      'banana',
      /^TRUST_PROXY entry "banana" is not an address, a CIDR range or one of loopback/,
    ],
    ['TRUST_PROXY', 'loopback, 10.0.0.0/33', /^TRUST_PROXY entry "10.0.0.0\/33"/],
    ['BACK_URL_SMART', 'javascript:alert(1)', /^BACK_URL_SMART must be an http:\/\/ or https:\/\/ URL/],
    ['APP_URL', 'id.example.com', /^APP_URL must be an http:\/\/ or https:\/\/ URL\.$/],
    ['SMTP_URL', 'mail.example.com:25', /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL\.$/],
    ['REDIS_URL', 'localhost:6379', /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL\.$/],
    ['PORT', 'eighty', /^PORT must be a port number/],
    ['METRICS_PORT', '70000', /^METRICS_PORT must be a port number/],
    ['ACCESS_LOG', 'yes please', /^ACCESS_LOG must be 1 or 0\.$/],
  ])('refuses %s=%s, naming the variable and the rule', (name, value, message) => {
    expect(configurationProblems({ [name]: value })).toEqual([expect.stringMatching(message)]);
  });

  it('accepts what is right, and takes an empty value as unset', () => {
    expect(
      configurationProblems({
        SESSION_SECRET: 'x'.repeat(32),
        TOKEN_TTL_SECONDS: '3600',
        DATABASE_URL: 'postgresql://passport@db:5432/passport',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'loopback, 10.0.0.0/8',
        BACK_URL_SMART: 'https://smart.example.com/',
        REDIS_URL: 'rediss://cache:6380',
        SMTP_URL: 'smtps://user:pass@mail.example.com',
        METRICS_PORT: '9464',
        ACCESS_LOG: '1',
        DATABASE_URL_UNUSED: 'anything',
        CDN_URL: '',
      }),
    ).toEqual([]);
  });

  it('makes every start refuse a mistyped setting, production or not', () => {
    expect(configurationProblems({})).toEqual([]);
    expect(configurationProblems({ RATE_LIMITS: 'token=30', RATE_LIMIT_EXEMPT: '10.0.0.0/8' })).toEqual([
      expect.stringMatching(/^RATE_LIMITS entry "token=30"/),
    ]);
  });
});
