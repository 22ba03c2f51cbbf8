import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with a random salt and verifies only the right password', async () => {
    const first = await hashPassword('demo1234');
    const second = await hashPassword('demo1234');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'demo1234')).toBe(true);
    expect(await verifyPassword(first, 'demo12345')).toBe(false);
  });

  it('rejects a stored value that is not an scrypt hash', async () => {
    expect(await verifyPassword('plaintext', 'plaintext')).toBe(false);
  });

  it('always fails against the decoy', async () => {
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
