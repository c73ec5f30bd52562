import 'server-only';

import type { TApplicationAnswer } from '../schemas/application';
import type { BffResult } from '../schemas/bff-result';
import { getPublicConfig } from './dal';
import { safeResourceUrl } from './resource-url';

/** Confirmation and reset answers, with the resource URL checked before a page links to it. */
export async function withSafeResourceUrl<T extends TApplicationAnswer>(
  result: BffResult<T>,
): Promise<BffResult<T>> {
  if (result.state === 'error') return result;
  const config = await getPublicConfig();
  const backUrls = config.state === 'success' ? config.data.backUrls : {};
  return {
    state: 'success',
    data: { ...result.data, resourceUrl: safeResourceUrl(result.data.resourceUrl, backUrls) },
  };
}
