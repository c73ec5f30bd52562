import { backUrlOf } from '../../../env';
import { IdentityError } from '../../identity-error';
import { parseApplication } from './applications';

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A requested URL is returned only on the origin registered for the application: never an open redirect. */
export function resolveRedirectUrl(input: { application?: string; requestedUrl?: string }): { url: string } {
  const application = parseApplication(input.application);
  if (!application) throw new IdentityError('unsupported_application');
  const registered = originOf(backUrlOf(application));
  const requested = input.requestedUrl ? originOf(input.requestedUrl) : null;
  if (!registered || !requested || requested !== registered) {
    throw new IdentityError('access_denied', {
      description: 'requestedUrl is not registered for this application',
    });
  }
  return { url: new URL(input.requestedUrl!).href };
}
