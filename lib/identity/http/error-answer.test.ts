import { logger } from '../logger/logger';
import { errorAnswer } from './error-answer';

describe('errorAnswer for a dependency out of reach', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers 503 with Retry-After and logs which address could not be reached', () => {
    const warn = jest.spyOn(logger(), 'warn').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('connect ECONNREFUSED 149.154.167.220:443'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
      address: '149.154.167.220',
      port: 443,
    });
    const answer = errorAnswer(refused, 'rest');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ code: 'internal_server_error' }] });
    expect(warn).toHaveBeenCalledWith(
      {
        err: 'connect ECONNREFUSED 149.154.167.220:443',
        code: 'ECONNREFUSED',
        syscall: 'connect',
        address: '149.154.167.220',
        port: 443,
      },
      'dependency unreachable; answered 503',
    );
  });

  it('gives an OAuth caller the same 503 in its own shape', () => {
    jest.spyOn(logger(), 'warn').mockImplementation(() => undefined);
    const answer = errorAnswer(Object.assign(new Error('Connection terminated unexpectedly'), {}), 'oauth');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'server_error',
      error_description: 'Temporarily unavailable',
    });
  });
});
