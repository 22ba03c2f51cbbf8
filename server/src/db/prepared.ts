import type { Database } from './database';

/**
 * A statement prepared once per database (and per shape, when its SQL varies with the call's options) and then
 * only executed, for the calls every request or screen makes: the SQL is built once in JavaScript, and
 * PostgreSQL plans it once per connection instead of on each call.
 */
export function preparedPerDatabase<Statement>(
  prepare: (db: Database, shape: string) => Statement,
): (db: Database, shape?: string) => Statement {
  const statements = new WeakMap<Database, Map<string, Statement>>();
  return (db, shape = '') => {
    let shapes = statements.get(db);
    if (!shapes) {
      shapes = new Map();
      statements.set(db, shapes);
    }
    let statement = shapes.get(shape);
    if (!statement) {
      statement = prepare(db, shape);
      shapes.set(shape, statement);
    }
    return statement;
  };
}

/** What picks a statement's SQL among a call's options: flags, counts and names, never the values bound. */
export type StatementShape = Record<string, string | number | boolean>;

/**
 * A statement built once per database and shape of call, named `<prefix>_<the shape's values>` (names are
 * cut at 63 bytes: keep prefixes and values short). The values themselves are bound at execution.
 *
 * `planPerCall` leaves a shape's statement unnamed: the SQL is still built once, but PostgreSQL plans each
 * call with its values. Searches need it: after five calls a named statement may switch to a generic plan
 * that ignores the word, and reads every trigram match of a one-letter search (0.08 ms → 264 ms at 10,000
 * customers, ADR 0012).
 */
export function preparedPerShape<Shape extends StatementShape, Statement>(
  prefix: string,
  prepare: (db: Database, shape: Shape, name: string) => Statement,
  { planPerCall = () => false }: { planPerCall?: (shape: Shape) => boolean } = {},
): (db: Database, shape: Shape) => Statement {
  const perDatabase = preparedPerDatabase((db, key) => {
    const shape = JSON.parse(key) as Shape;
    const values = Object.values(shape).map((value) => (typeof value === 'boolean' ? Number(value) : value));
    return prepare(db, shape, planPerCall(shape) ? '' : [prefix, ...values].join('_'));
  });
  return (db, shape) => perDatabase(db, JSON.stringify(shape));
}

/** A list's search shapes, planned on each call with the word searched (see `planPerCall`). */
export const searchPlannedPerCall = { planPerCall: (shape: { search: boolean }) => shape.search };
