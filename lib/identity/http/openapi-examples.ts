/**
 * Examples of the calls a linked product makes (docs/identity-integration.md), shown beside their
 * schemas in /v1/openapi.json; Redocly checks each against its schema. Keyed by operationId.
 */
export const OPENAPI_EXAMPLES: Record<string, { body?: unknown; answer?: unknown }> = {
  token: {
    body: {
      grant_type: 'password',
      username: 'ada@example.com',
      password: 'Kx7!vRq2m',
      application: 'ULTIMACARD',
    },
    answer: {
      access_token: 'Qm9vdHN0cmFwIHRva2VuIGV4YW1wbGUgb25seQ',
      token_type: 'bearer',
      scope: 'USER',
      authentication_status: 'SUCCESS',
      two_fa_type: null,
      expires_in: 86400,
    },
  },
  checkToken: {
    body: { token: 'Qm9vdHN0cmFwIHRva2VuIGV4YW1wbGUgb25seQ' },
    answer: {
      active: true,
      scope: 'USER',
      authentication_status: 'SUCCESS',
      two_fa_type: null,
      exp: 1795000000,
      client_id: 'ultima-card-3f9a',
      application: 'ULTIMACARD',
      user_name: 'ada@example.com',
      user: {
        id: '0b9c3f0e-6c1e-4a55-9a0e-6d1f2c3b4a5d',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
      verified: false,
    },
  },
  revokeToken: { answer: { data: { revoked: true } } },
  redirectUrl: { answer: { data: { url: 'https://card.example.com/orders/42' } } },
  user: {
    answer: {
      data: {
        id: '0b9c3f0e-6c1e-4a55-9a0e-6d1f2c3b4a5d',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        verified: false,
        selfieRequired: false,
        inviteCode: 'K7QW2M',
        language: 'en',
        nationalityId: 'GB',
        application: 'ULTIMACARD',
        emailConfirmed: true,
        sponsor: null,
        createdAt: 1790000000000,
      },
    },
  },
};
