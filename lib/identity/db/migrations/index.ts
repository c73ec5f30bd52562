import type { Migration, MigrationProvider } from 'kysely/migration';

import { initialMigration } from './0001-initial';
import { twoFactorMigration } from './0002-two-factor';
import { documentsMigration } from './0003-documents';
import { loginGuardMigration } from './0004-login-guard';
import { hardeningMigration } from './0005-hardening';
import { clientProductGroupMigration } from './0006-client-product-group';
import { stepUpMigration } from './0007-step-up';
import { operationsMigration } from './0008-operations';
import { passkeysMigration } from './0009-passkeys';
import { oidcMigration } from './0010-oidc';
import { securityCentreMigration } from './0012-security-centre';
import { accountDeletionMigration } from './0013-account-deletion';
import { documentRetentionMigration } from './0014-document-retention';

/** Every migration, in order. Listed statically so a bundled server needs no directory scan. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-two-factor': twoFactorMigration,
  '0003-documents': documentsMigration,
  '0004-login-guard': loginGuardMigration,
  '0005-hardening': hardeningMigration,
  '0006-client-product-group': clientProductGroupMigration,
  '0007-step-up': stepUpMigration,
  '0008-operations': operationsMigration,
  '0009-passkeys': passkeysMigration,
  '0010-oidc': oidcMigration,
  '0012-security-centre': securityCentreMigration,
  '0013-account-deletion': accountDeletionMigration,
  '0014-document-retention': documentRetentionMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
