import { failure, normaliseResponse } from './normalise';

describe('normaliseResponse (SPEC §7 "Response handling")', () => {
  it('wraps a success with its data', () => {
    expect(normaliseResponse(200, { data: { firstName: 'Ada' } })).toEqual({
      state: 'success',
      data: { firstName: 'Ada' },
    });
  });

  it('wraps an OAuth success (no data key) as the whole body', () => {
    const body = { access_token: 'x', authentication_status: 'SUCCESS', expires_in: 60 };
    expect(normaliseResponse(200, body)).toEqual({ state: 'success', data: body });
  });

  it.each([
    [{ error: 'invalid_grant', error_description: 'User account is locked' }, 'user_account_locked'],
    [{ error: 'invalid_grant', error_description: 'User is disabled' }, 'user_disabled'],
    [{ error: 'invalid_grant', error_description: 'Bad credentials' }, 'bad_credentials'],
    [{ error: 'user_account_locked' }, 'user_account_locked'],
    [{ error: 'bad_credentials', error_description: 'bad_credentials' }, 'bad_credentials'],
    [{ error: 'invalid_recaptcha', error_description: 'Captcha did not verify' }, 'invalid_recaptcha'],
    [{ error: 'google_recaptcha_v2_required' }, 'google_recaptcha_v2_required'],
  ])('turns the OAuth error %j into %s', (body, code) => {
    const result = normaliseResponse(400, body);
    expect(result).toEqual({ state: 'error', errors: [{ code }], effects: {} });
  });

  it('keeps the errors list of a REST failure, validation errors included', () => {
    const errors = [
      { code: 'validation_error', fieldName: 'documentMetadata.name', errors: ['required', 'max_length'] },
      { code: 'email_occupied' },
    ];
    expect(normaliseResponse(400, { errors })).toEqual({ state: 'error', errors, effects: {} });
  });

  it('falls back to internal_server_error when the body has no errors list', () => {
    expect(normaliseResponse(400, null)).toEqual({
      state: 'error',
      errors: [{ code: 'internal_server_error' }],
      effects: {},
    });
    expect(normaliseResponse(400, { errors: [] }).state).toBe('error');
    expect(normaliseResponse(400, { errors: [{ nope: 1 }] })).toMatchObject({
      errors: [{ code: 'internal_server_error' }],
    });
  });

  it('marks a 401 so the session is cleared and a login-only page goes to login', () => {
    const result = normaliseResponse(401, { error: 'invalid_token' });
    expect(result).toEqual({
      state: 'error',
      errors: [{ code: 'invalid_token' }],
      effects: { unauthorized: true },
    });
  });

  it('turns a 429 into the global error "429 / too_many_requests"', () => {
    const result = normaliseResponse(429, { errors: [{ code: 'too_many_requests' }] });
    expect(result).toEqual({
      state: 'error',
      errors: [{ code: 'too_many_requests' }],
      effects: { globalError: { title: '429', messages: ['too_many_requests'] } },
    });
  });

  it.each([500, 502, 503])('asks for an error notification on %i', (status) => {
    const result = normaliseResponse(status, 'Bad gateway');
    expect(result).toEqual({
      state: 'error',
      errors: [{ code: 'internal_server_error' }],
      effects: { notify: 'error' },
    });
  });

  it('builds BFF-made failures in the same shape', () => {
    expect(failure('access_denied')).toEqual({
      state: 'error',
      errors: [{ code: 'access_denied' }],
      effects: {},
    });
  });
});
