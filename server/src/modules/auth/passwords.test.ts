import { afterAll, describe, expect, it } from 'vitest';
import { TEST_HASH_COST } from '../../../test/setup.ts';
import { hashPassword, OWASP_SCRYPT, setHashCostForTests, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  afterAll(() => setHashCostForTests(TEST_HASH_COST));

  it('are scrypt at the OWASP cost, salted, and check only the right password', async () => {
    setHashCostForTests(OWASP_SCRYPT);
    const stored = await hashPassword('Correct horse 1!');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w+/]{22}==\$[\w+/]{86}==$/);
    expect(await hashPassword('Correct horse 1!')).not.toBe(stored);
    expect(await verifyPassword('Correct horse 1!', stored)).toBe(true);
    expect(await verifyPassword('Correct horse 2!', stored)).toBe(false);
  });

  it('check a hash by the parameters it names, whatever the cost new hashes get', async () => {
    setHashCostForTests({ N: 2 ** 10, r: 8, p: 1 });
    const cheap = await hashPassword('Str0ng!pass');
    setHashCostForTests(OWASP_SCRYPT);
    expect(await verifyPassword('Str0ng!pass', cheap)).toBe(true);
  });

  it('never accept a stored value that is not a scrypt hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$2', '!invited', 'bcrypt$x$y$z$a$b'])
      expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it('read the same password typed in another Unicode form as the same', async () => {
    setHashCostForTests({ N: 2 ** 10, r: 8, p: 1 });
    const stored = await hashPassword('Caf\u00e9-pass1!');
    expect(await verifyPassword('Cafe\u0301-pass1!', stored)).toBe(true);
  });
});
