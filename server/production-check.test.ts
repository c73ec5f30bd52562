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

  it('accepts the file outbox when the operator chose it', () => {
    expect(productionProblems({ ...complete, SMTP_URL: undefined, MAIL_TRANSPORT: 'file' })).toEqual([]);
  });
});

describe('any start', () => {
  it('makes every start refuse a mistyped setting, production or not', () => {
    expect(configurationProblems({})).toEqual([]);
    expect(configurationProblems({ RATE_LIMITS: 'token=30', RATE_LIMIT_EXEMPT: '10.0.0.0/8' })).toEqual([
      expect.stringMatching(/^RATE_LIMITS entry "token=30"/),
    ]);
  });
});
