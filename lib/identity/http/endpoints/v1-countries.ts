import { countriesIn, type Country } from '../../../schemas/countries';
import { UPSTREAM } from '../../../schemas/upstream';
import { defineEndpoint, type Endpoint } from '../define-endpoint';

const cache = new Map<string, Country[]>();

function countriesFor(locale: string): Country[] {
  let list = cache.get(locale);
  if (!list) cache.set(locale, (list = countriesIn(locale)));
  return list;
}

function countriesEndpoint(
  contract: typeof UPSTREAM.countriesRegistration | typeof UPSTREAM.countriesVerification,
  summary: string,
): Endpoint {
  return defineEndpoint(contract, {
    auth: 'none',
    tag: 'countries',
    summary,
    description: 'ISO 3166-1 alpha-2 codes named in the `X-Locale` language, sorted by label.',
    errors: [],
    async handle({ locale }) {
      return countriesFor(locale);
    },
  });
}

/** GET /v1/countries/registration — the sign-up country list. */
export const countriesRegistrationEndpoint = countriesEndpoint(
  UPSTREAM.countriesRegistration,
  'Countries for sign-up',
);

/** GET /v1/countries/verification — the country list of the verification forms. */
export const countriesVerificationEndpoint = countriesEndpoint(
  UPSTREAM.countriesVerification,
  'Countries for verification',
);
