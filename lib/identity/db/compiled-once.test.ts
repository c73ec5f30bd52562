import { databaseTargets } from '../../../test/identity/database-targets';
import { compiledOnce } from './compiled-once';
import { createDatabase } from './create-database';
import { migrateToLatest } from './migrate-to-latest';

const targets = databaseTargets();

const clientsNamed = compiledOnce((db, { prefix, since }: { prefix: string; since: number }) =>
  db
    .selectFrom('oauth_clients')
    .select(['id', 'created_at'])
    .where('id', 'like', prefix)
    .where('created_at', '>=', since)
    // A constant of the query stays a constant; only the named values change per call.
    .where('name', '!=', 'retired')
    .orderBy('id'),
);

describe.each(targets)('compiledOnce (%s)', (_name, setup) => {
  let cleanup: () => Promise<void>;
  let db: ReturnType<typeof createDatabase>['db'];
  beforeAll(async () => {
    const target = await setup();
    cleanup = target.cleanup;
    db = createDatabase(target.options).db;
    await migrateToLatest(db);
    await db
      .insertInto('oauth_clients')
      .values([
        { id: 'a-1', name: 'a', secret_hash: 'h', created_at: 100 },
        { id: 'a-2', name: 'a', secret_hash: 'h', created_at: 200 },
        { id: 'b-1', name: 'b', secret_hash: 'h', created_at: 300 },
        { id: 'a-3', name: 'retired', secret_hash: 'h', created_at: 400 },
      ])
      .execute();
  });
  afterAll(async () => {
    await db.destroy();
    await cleanup();
  });

  it('runs each call with its own values, as the query built afresh would', async () => {
    const ids = async (prefix: string, since: number) =>
      (await clientsNamed(db, { prefix, since })).map((row) => row.id);
    expect(await ids('a-%', 0)).toEqual(['a-1', 'a-2']);
    expect(await ids('a-%', 150)).toEqual(['a-2']);
    expect(await ids('b-%', 0)).toEqual(['b-1']);
    expect(await ids('%', 250)).toEqual(['b-1']);
    // A value that looks like SQL is only ever a parameter.
    expect(await ids("' or 1=1 --", 0)).toEqual([]);
  });

  it('refuses a query that does not take a named value as a parameter', async () => {
    const ignoring = compiledOnce((database, _values: { unused: string }) =>
      database.selectFrom('oauth_clients').select('id'),
    );
    await expect(ignoring(db, { unused: 'x' })).rejects.toThrow(/"unused" is not a parameter/);
  });
});
