import type { Kysely } from 'kysely';

import type { Database } from '../db/database-types';

/** What oidc-provider stores through an adapter (its `AdapterPayload`, loosely). */
export type OidcPayload = Record<string, unknown> & {
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: number;
};

/**
 * oidc-provider's storage on the service's own database (SQLite or PostgreSQL, through Kysely): one
 * row per model and id, the payload as JSON, the columns it is looked up by beside it. Clients are not
 * stored here: they are the operator's `oauth_clients` (client-metadata.ts).
 */
export function kyselyAdapter(db: Kysely<Database>, now: () => number) {
  return class KyselyAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: OidcPayload, expiresIn?: number): Promise<void> {
      const row = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? now() + expiresIn * 1000 : null,
      };
      await db
        .insertInto('oidc_payloads')
        .values({ model: this.model, id, consumed_at: null, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    }

    private async findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row || (row.expires_at !== null && Number(row.expires_at) <= now())) return undefined;
      const payload = JSON.parse(row.payload) as OidcPayload;
      if (row.consumed_at !== null) payload.consumed = Math.floor(Number(row.consumed_at) / 1000);
      return payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: now() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await revokeOidcGrant(db, grantId);
    }
  };
}

/** Every code, token and the grant itself of `grantId` (a session's end, a revocation). */
export async function revokeOidcGrant(db: Kysely<Database>, grantId: string): Promise<void> {
  await db
    .deleteFrom('oidc_payloads')
    .where((eb) =>
      eb.or([eb('grant_id', '=', grantId), eb.and([eb('model', '=', 'Grant'), eb('id', '=', grantId)])]),
    )
    .execute();
}

/** Drops expired records (the provider never reads them again). */
export async function sweepOidcPayloads(db: Kysely<Database>, at: number): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<=', at).execute();
}
