import { isoDate } from '../lib/verification/document-dates';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A complete passport (SPEC §3), valid for years to come: the identity tests' and the e2e tests' own. */
export function samplePassport(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada',
    surname: 'Lovelace',
    gender: 'FEMALE',
    birthday: '1990-12-10',
    placeOfBirth: 'London',
    citizenship: 'GB',
    seriesNumber: 'AB 123456',
    issuedBy: 'HM Passport Office',
    issueDate: '2020-01-15',
    expireDate: isoDate(Date.now() + 3 * 365 * DAY_MS),
    ...overrides,
  };
}
