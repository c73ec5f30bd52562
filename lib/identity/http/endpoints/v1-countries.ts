import { z } from 'zod';

import { type Country, countriesIn } from '../../../schemas/countries';
import { defineEndpoint, type Endpoint } from '../define-endpoint';

const ZCountriesSchema = z.array(z.object({ code: z.string(), label: z.string() }));

const cache = new Map<string, Country[]>();

function countriesFor(locale: string): Country[] {
  let list = cache.get(locale);
  if (!list) cache.set(locale, (list = countriesIn(locale)));
  return list;
}

function countriesEndpoint(path: string, summary: string): Endpoint {
  return defineEndpoint({
    method: 'GET',
    path,
    style: 'rest',
    auth: 'none',
    tag: 'countries',
    summary,
    description: 'ISO 3166-1 alpha-2 codes named in the `X-Locale` language, sorted by label.',
    response: ZCountriesSchema,
    errors: [],
    async handle({ locale }) {
      return countriesFor(locale);
    },
  });
}

/** GET /v1/countries/registration — the sign-up country list. */
export const countriesRegistrationEndpoint = countriesEndpoint(
  '/v1/countries/registration',
  'Countries for sign-up',
);

/** GET /v1/countries/verification — the country list of the verification forms. */
export const countriesVerificationEndpoint = countriesEndpoint(
  '/v1/countries/verification',
  'Countries for verification',
);
