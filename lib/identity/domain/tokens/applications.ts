import { backUrlOf } from '../../../env';
import { PRODUCT_NAMES, parseApplication as readApplication, type ProductGroup } from '../../../products';
import { IdentityError } from '../../identity-error';

/** An optional application parameter: absent → null; unknown → unsupported_application. */
export function parseApplication(value: string | null | undefined): ProductGroup | null {
  if (!value?.trim()) return null;
  const group = readApplication(value);
  if (!group) throw new IdentityError('unsupported_application');
  return group;
}

/** What confirmation and reset answers say about the application the user came from. */
export function applicationAnswer(application: string | null): {
  resourceUrl: string | null;
  applicationName: string | null;
} {
  const group = readApplication(application);
  if (!group) return { resourceUrl: null, applicationName: null };
  return { resourceUrl: backUrlOf(group), applicationName: PRODUCT_NAMES[group] };
}
