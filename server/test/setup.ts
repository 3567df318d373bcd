// Vitest's setup for every test file (vitest.config.ts). Sign-ins in the unit and API tests hash at a
// lower scrypt cost; passwords.test.ts and auth.test.ts check the OWASP cost servers use.
import { setHashCostForTests } from '../src/modules/auth/passwords.ts';

export const TEST_HASH_COST = { N: 2 ** 12, r: 8, p: 1 };

setHashCostForTests(TEST_HASH_COST);
