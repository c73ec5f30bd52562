import 'server-only';

import type { BffResult } from '../schemas/bff-result';
import type { TSessionProducts } from '../schemas/oidc';
import { UPSTREAM } from '../schemas/upstream';
import type { RequestContext } from './request-context';
import { callUpstream } from './upstream';

/** The products a logout of this session will tell (issue 23: logout that arrives, shown to the user). */
export function sessionProducts(ctx: RequestContext): Promise<BffResult<TSessionProducts>> {
  return callUpstream(UPSTREAM.sessionProducts, { ctx, auth: 'user' });
}
