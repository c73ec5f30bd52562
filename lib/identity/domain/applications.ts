import { backUrlOf, PRODUCT_GROUPS, type ProductGroup } from '../../env';
import { IdentityError } from '../identity-error';

/** Display names of the product groups (SPEC §1, DESIGN intro). */
export const APPLICATION_NAMES: Record<ProductGroup, string> = {
  PLATINWORLD: 'PLATIN WORLD',
  ULTIMACASHBACK: 'ULTIMA CASHBACK',
  ULTIMAFARM: 'ULTIMA FARM',
  ULTIMACARD: 'ULTIMA CARD',
  ULTIMATRAVEL: 'ULTIMA TRAVEL',
  ULTIMASTORE: 'ULTIMA STORE',
  PLCSWAPPING: 'PLC SWAPPING',
  SMART: 'SMART',
  ULTIMA: 'ULTIMA',
};

export function isProductGroup(value: string): value is ProductGroup {
  return (PRODUCT_GROUPS as readonly string[]).includes(value);
}

/** An optional application parameter: absent → null; unknown → unsupported_application. */
export function parseApplication(value: string | null | undefined): ProductGroup | null {
  if (!value) return null;
  const group = value.trim().toUpperCase();
  if (!isProductGroup(group)) throw new IdentityError('unsupported_application');
  return group;
}

/** What confirmation and reset answers say about the application the user came from. */
export function applicationAnswer(application: string | null): {
  resourceUrl: string | null;
  applicationName: string | null;
} {
  if (!application || !isProductGroup(application)) return { resourceUrl: null, applicationName: null };
  return { resourceUrl: backUrlOf(application), applicationName: APPLICATION_NAMES[application] };
}
