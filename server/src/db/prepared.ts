import type { Database } from './database';

/**
 * A statement prepared once per database and then only executed, for the calls every request or screen makes:
 * the SQL is built once in JavaScript, and PostgreSQL plans it once per connection instead of on each call.
 */
export function preparedPerDatabase<Statement>(
  prepare: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
