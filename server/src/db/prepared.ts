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
