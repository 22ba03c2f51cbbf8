import { BAD_CURSOR, createCursors } from './pagination';

const TENANT = '7f1c1b1e-1111-4111-8111-111111111111';
const OTHER_TENANT = '7f1c1b1e-2222-4222-8222-222222222222';
const position = { sortKey: 'Acme Plumbing', id: '0b6c2c8e-3333-4333-8333-333333333333' };

const customersOf = (tenantId: string, secret = 'one server secret') =>
  createCursors(secret).forList('customers', tenantId, 'name');

const refusal = (decode: () => unknown) => {
  try {
    decode();
  } catch (error) {
    return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
  }
  return null;
};

describe('list cursors', () => {
  it('give back the position they were made from, for the same list', () => {
    const cursor = customersOf(TENANT).encode(position);
    expect(customersOf(TENANT).decode(cursor)).toEqual(position);
  });

  it('are refused by another tenant, another order or another server key', () => {
    const cursor = customersOf(TENANT).encode(position);
    const bad = { status: 400, message: BAD_CURSOR };
    expect(refusal(() => customersOf(OTHER_TENANT).decode(cursor))).toEqual(bad);
    expect(
      refusal(() => createCursors('one server secret').forList('customers', TENANT, 'newest').decode(cursor)),
    ).toEqual(bad);
    expect(refusal(() => customersOf(TENANT, 'another secret').decode(cursor))).toEqual(bad);
  });

  it('are refused when altered or made up', () => {
    const cursor = customersOf(TENANT).encode(position);
    const [, mac] = cursor.split('.');
    const forged = `${Buffer.from(JSON.stringify(['Zzz', position.id])).toString('base64url')}.${mac}`;
    for (const bad of [forged, `${cursor}x`, cursor.replace('.', ''), `${cursor}.more`, 'nonsense', '']) {
      expect(refusal(() => customersOf(TENANT).decode(bad))).toEqual({ status: 400, message: BAD_CURSOR });
    }
  });
});
