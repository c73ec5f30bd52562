import 'server-only';

import { getPublicConfig, getViewer } from '@/lib/bff/dal';
import { env } from '@/lib/env';

/** What every layout's header and footer need, fetched once per request (the DAL caches). */
export async function layoutData() {
  const [config, viewer] = await Promise.all([getPublicConfig(), getViewer()]);
  const cfg = config.state === 'success' ? config.data : null;
  return {
    user: viewer.kind === 'user' ? viewer.profile : null,
    /** A session whose profile could not be loaded (SPEC §7: the global error profile_not_found). */
    profileError: viewer.kind === 'error',
    registrationAvailable: cfg?.registrationWithoutReferral === 'true',
    cdn: cfg?.domainCdn ?? '/docs',
    /** Address suggestions (SPEC §3: the maps script loads only with a key). */
    mapsKey: cfg?.googleApiKey ?? null,
    company: env().COMPANY_NAME,
  };
}
