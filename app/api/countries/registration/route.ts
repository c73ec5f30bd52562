// GET /api/countries/registration — the sign-up country list, named in the visitor's language.
import { bffRoute } from '@/lib/bff/route';
import { callUpstream } from '@/lib/bff/upstream';
import { UPSTREAM } from '@/lib/schemas/upstream';

export const dynamic = 'force-dynamic';
export const { GET } = bffRoute('/countries/registration', {
  handle: ({ ctx }) => callUpstream(UPSTREAM.countriesRegistration, { ctx }),
});
