// Vitest's setup for every test file (vitest.config.ts). Sign-ins in the unit and API tests hash at a
// lower scrypt cost; passwords.test.ts checks the OWASP cost servers use.
import { setHashCostForTests } from '../src/modules/auth/passwords.ts';

setHashCostForTests({ N: 2 ** 12, r: 8, p: 1 });
