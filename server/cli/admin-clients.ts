import { listOAuthClients } from '../../lib/identity/db/queries/oauth-clients';
import { createOAuthClient } from '../../lib/identity/domain/clients/create-oauth-client';
import { removeOAuthClient } from '../../lib/identity/domain/clients/remove-oauth-client';
import { rotateOAuthClient } from '../../lib/identity/domain/clients/rotate-oauth-client';
import type { IdentityContext } from '../../lib/identity/identity-context';
import { parseApplication } from '../../lib/products';
import { option, options, parseMoment, positional, when } from './cli-args';
import { UsageError } from './usage-error';

/** Until when the old secret of `clients rotate` keeps working: `--old-secret-until 7d` or a time; null: never. */
function oldSecretDeadline(ctx: IdentityContext, rest: string[]): number | null {
  const given = option(rest, '--old-secret-until');
  if (given === undefined) return null;
  const at = parseMoment(given, ctx.now(), true);
  if (at === undefined)
    throw new UsageError(`--old-secret-until takes a duration (24h, 7d) or a time, not ${given}`);
  return at;
}

/** `clients …`: a linked product's OAuth client, CLIENT being its id or its unambiguous name. */
export async function clientsCommand(ctx: IdentityContext, action: string | undefined, rest: string[]) {
  if (action === 'list') {
    for (const c of await listOAuthClients(ctx.db)) {
      const overlap =
        c.previous_secret_expires_at !== null && c.previous_secret_expires_at > ctx.now()
          ? `\told secret until ${when(c.previous_secret_expires_at)}`
          : '';
      console.log(
        `${c.id}\t${c.name}\tgroup=${c.product_group ?? '-'}\t${new Date(c.created_at).toISOString()}${overlap}`,
      );
    }
    return 0;
  }
  const name = positional(rest).join(' ').trim();
  if (!name) throw new UsageError(`clients ${action ?? ''} needs ${action === 'add' ? 'NAME' : 'CLIENT'}`);
  if (action === 'add') {
    const groupArg = option(rest, '--group');
    const group = groupArg === undefined ? null : parseApplication(groupArg);
    if (group === undefined) throw new UsageError(`Unknown product group ${groupArg}`);
    const client = await createOAuthClient(ctx, name, group, {
      redirectUris: options(rest, '--redirect-uri'),
      postLogoutRedirectUris: options(rest, '--post-logout-redirect-uri'),
      backchannelLogoutUri: option(rest, '--backchannel-logout-uri') ?? null,
      webhookUrl: option(rest, '--webhook-url') ?? null,
    });
    if (rest.includes('--json')) {
      // For scripts: the credentials and what the client may do, on one line.
      console.log(
        JSON.stringify({
          client_id: client.id,
          client_secret: client.secret,
          group: client.group,
          issuer: ctx.config.appUrl.replace(/\/+$/, ''),
          redirect_uris: options(rest, '--redirect-uri'),
          ...(client.webhookSecret ? { webhook_secret: client.webhookSecret } : {}),
        }),
      );
      return 0;
    }
    console.log(
      `client_id:     ${client.id}\nclient_secret: ${client.secret}\n` +
        (client.group ? `group:         ${client.group}\n` : '') +
        (client.webhookSecret ? `webhook_secret: ${client.webhookSecret}\n` : '') +
        '\nThe secret is shown only now; store it in the linked product.',
    );
    return 0;
  }
  if (action === 'rotate') {
    const client = await rotateOAuthClient(ctx, name, oldSecretDeadline(ctx, rest));
    console.log(
      `client_id:     ${client.id}\nclient_secret: ${client.secret}\n\n` +
        'The secret is shown only now: store it in the linked product. ' +
        (client.oldSecretUntil === null
          ? 'The old one no longer works.'
          : `The old one keeps working until ${when(client.oldSecretUntil)}.`),
    );
    return 0;
  }
  if (action === 'remove') {
    const client = await removeOAuthClient(ctx, name);
    console.log(`${client.id}\tremoved; its tokens are revoked`);
    return 0;
  }
  throw new UsageError(`no command clients ${action ?? ''}`);
}
