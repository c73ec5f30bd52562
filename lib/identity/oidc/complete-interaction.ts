import type { TOidcInteraction, TOidcInteractionAnswer } from '../../schemas/oidc';
import type { BearerSession } from '../domain/tokens/authenticate-bearer';
import type { IdentityContext } from '../identity-context';
import { IdentityError } from '../identity-error';
import { boundSince } from './interaction-binding';
import { oidcInstance } from './provider-instance';

/**
 * The portal's sign-in done (or already there), the BFF hands the provider's interaction back with the
 * portal session: the login is recorded on the interaction and the browser resumes the authorization.
 * The binding cookie proves this browser began the interaction (another's uid would otherwise sign
 * its starter in as this user). `reauth_required` when the product asked for a fresh login
 * (`prompt=login`, `max_age`) that this session's last proof is too old for: the BFF signs in again.
 */
export async function completeInteraction(
  ctx: IdentityContext,
  session: BearerSession,
  input: TOidcInteraction,
): Promise<TOidcInteractionAnswer> {
  const { provider, keys } = await oidcInstance(ctx);
  const interaction = await provider.Interaction.find(input.uid);
  const startedAt = boundSince(keys, input.uid, input.binding);
  if (!interaction || startedAt === null) {
    throw new IdentityError('invalid_request', { description: 'No such sign-in in progress' });
  }
  const now = ctx.now();
  const authTime = Number(session.token.authenticated_at ?? session.token.created_at);
  const maxAge = interaction.params.max_age === undefined ? undefined : Number(interaction.params.max_age);
  const promptLogin = String(interaction.params.prompt ?? '')
    .split(' ')
    .includes('login');
  if ((promptLogin && authTime < startedAt) || (maxAge !== undefined && authTime < now - maxAge * 1000)) {
    throw new IdentityError('reauth_required', { description: 'The product asked for a fresh sign-in' });
  }
  interaction.result = {
    login: {
      accountId: session.user.id,
      ts: Math.floor(authTime / 1000),
      amr: amrOf(session),
      remember: false,
    },
    portal: { sessionHash: session.tokenHash, userId: session.user.id },
  };
  await interaction.save(Math.max(1, interaction.exp - Math.floor(now / 1000)));
  return { returnTo: interaction.returnTo };
}

/** RFC 8176 methods: the password, and a one-time code when a second factor was passed. */
function amrOf(session: BearerSession): string[] {
  return session.token.two_fa_type ? ['pwd', 'otp', 'mfa'] : ['pwd'];
}
