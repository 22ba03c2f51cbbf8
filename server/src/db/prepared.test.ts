import type { Database } from './database';
import { preparedPerShape, searchPlannedPerCall } from './prepared';

// The database is only a key here: each one gets its own statements.
const someDatabase = () => ({}) as Database;

describe('preparedPerShape', () => {
  it('builds one statement per database and shape, named after the shape', () => {
    const built: string[] = [];
    const statement = preparedPerShape('list', (_db, shape: { sort: string; after: boolean }, name) => {
      built.push(name);
      return { shape, name };
    });
    const [first, second] = [someDatabase(), someDatabase()];

    expect(statement(first, { sort: 'name', after: false }).name).toBe('list_name_0');
    expect(statement(first, { sort: 'name', after: false })).toBe(
      statement(first, { sort: 'name', after: false }),
    );
    expect(statement(first, { sort: 'name', after: true }).name).toBe('list_name_1');
    expect(statement(second, { sort: 'name', after: false }).name).toBe('list_name_0');
    expect(built).toEqual(['list_name_0', 'list_name_1', 'list_name_0']);
  });

  it('leaves a search unnamed, so PostgreSQL plans each call with the word searched', () => {
    const statement = preparedPerShape(
      'list',
      (_db, _shape: { search: boolean }, name) => name,
      searchPlannedPerCall,
    );
    const db = someDatabase();

    expect(statement(db, { search: true })).toBe('');
    expect(statement(db, { search: false })).toBe('list_0');
  });
});
