// `npm run user -- <command>`: manage users from the shell, against the same database `npm start` uses.
//   create --email <e> [--role editor|admin] [--name <n>] [--password <p>]   (password generated if omitted)
//   set-password --email <e> [--password <p>]                                (ends the user's sessions)
//   disable --email <e> | enable --email <e>
//   list
import { parseArgs } from 'node:util';
import { email as emailSchema, password as passwordSchema, ROLES, type Role } from '@site/blocks';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { resolveJwtSecret } from '../modules/auth/secret.ts';
import { createAuthService, generatePassword } from '../modules/auth/service.ts';
import { createTokenSigner } from '../modules/auth/tokens.ts';

const USAGE = `Usage: npm run user -- <create|set-password|disable|enable|list> [--email e] [--role editor|admin] [--name n] [--password p]`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const [command] = positionals;
  if (!command || !['create', 'set-password', 'disable', 'enable', 'list'].includes(command))
    throw new ConfigError(USAGE);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const auth = createAuthService(
      database.db,
      createTokenSigner(await resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR)),
    );
    if (command === 'list') {
      for (const user of await auth.listUsers()) {
        console.log([user.email, user.role, user.disabled ? 'disabled' : 'active', user.name ?? ''].join('\t'));
      }
      return;
    }
    const email = check(emailSchema, values.email, '--email');
    if (command === 'disable' || command === 'enable') {
      if (!(await auth.setDisabled(email, command === 'disable')))
        throw new ConfigError(`No user has the e-mail ${email}`);
      console.log(`${command === 'disable' ? 'Disabled' : 'Enabled'} ${email}`);
      return;
    }
    const generated = values.password ? undefined : generatePassword();
    const password = check(passwordSchema, values.password ?? generated, '--password');
    if (command === 'create') {
      const role = (values.role ?? 'editor') as Role;
      if (!ROLES.includes(role)) throw new ConfigError(`--role must be one of ${ROLES.join(', ')}`);
      const user = await auth.createUser({ email, password, role, name: values.name });
      console.log(`Created ${role} ${user.email}`);
    } else {
      if (!(await auth.setPassword(email, password))) throw new ConfigError(`No user has the e-mail ${email}`);
      console.log(`Set a new password for ${email}; their sessions have ended`);
    }
    if (generated) console.log(`Password (shown once): ${generated}`);
  } finally {
    await database.close();
  }
}

function check<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
  flag: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ConfigError(`${flag}: ${result.error.issues.map((i) => i.message).join('; ')}`);
  return result.data;
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError || (error as { statusCode?: number }).statusCode ? (error as Error).message : error,
  );
  process.exit(1);
});
