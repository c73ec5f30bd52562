import type { Compilable, CompiledQuery, Kysely } from 'kysely';

import type { Database } from './database-types';

/**
 * A query Kysely builds and compiles once per database, then runs with each call's values. Building and
 * compiling took longer than SQLite took to run check_token's look-up (performance issue), and a query
 * on a hot path has the same shape every time. `build` is given markers in place of the values; where
 * each lands among the compiled parameters is found once, so a value is never spliced into SQL text.
 */
export function compiledOnce<Values extends Record<string, string | number>, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
): (db: Kysely<Database>, values: Values) => Promise<Row[]> {
  const compiled = new WeakMap<Kysely<Database>, { query: CompiledQuery<Row>; slots: Slot[] }>();
  return async (db, values) => {
    let entry = compiled.get(db);
    if (!entry) {
      entry = compileWithMarkers(db, build, Object.keys(values));
      compiled.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = slots.map((slot) => ('name' in slot ? values[slot.name] : slot.value));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}

type Slot = { name: string } | { value: unknown };

const MARKER = '\u0000compiled-once:';

function compileWithMarkers<Values extends Record<string, string | number>, Row>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
  names: string[],
): { query: CompiledQuery<Row>; slots: Slot[] } {
  const markers = Object.fromEntries(names.map((name) => [name, `${MARKER}${name}`])) as Values;
  const query = build(db, markers).compile();
  const slots = query.parameters.map((parameter): Slot => {
    if (typeof parameter === 'string' && parameter.startsWith(MARKER)) {
      return { name: parameter.slice(MARKER.length) };
    }
    return { value: parameter };
  });
  // A value the builder transformed (or left out) would silently run with the marker: refuse instead.
  for (const name of names) {
    if (!slots.some((slot) => 'name' in slot && slot.name === name)) {
      throw new Error(`compiledOnce: the value "${name}" is not a parameter of the compiled query`);
    }
  }
  return { query, slots };
}
