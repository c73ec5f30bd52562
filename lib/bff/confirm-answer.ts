import 'server-only';

import type { BffResult } from '../types/bff-result';
import { getPublicConfig } from './dal';
import { safeResourceUrl } from './resource-url';

type Answer = { resourceUrl?: unknown; applicationName?: unknown };

/** Confirmation and reset answers, with the resource URL checked before a page links to it. */
export async function withSafeResourceUrl(result: BffResult<Answer>): Promise<BffResult<Answer>> {
  if (result.state === 'error') return result;
  const config = await getPublicConfig();
  const backUrls = config.state === 'success' ? config.data.backUrls : {};
  return {
    state: 'success',
    data: {
      resourceUrl: safeResourceUrl(result.data?.resourceUrl, backUrls),
      applicationName: typeof result.data?.applicationName === 'string' ? result.data.applicationName : null,
    },
  };
}
