// GET /api/countries/registration — the sign-up country list, named in the visitor's language.
import { forward } from '@/lib/bff/forward';
import { bffRoute } from '@/lib/bff/respond';

export const dynamic = 'force-dynamic';

export const GET = bffRoute((request) => forward(request, { path: '/v1/countries/registration' }));
