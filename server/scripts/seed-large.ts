/**
 * Loads the benchmark tenant (`npm run seed:large -w server`): 10,000 messages and 1,000 customers by
 * default, or `--messages N --customers N`. Uses DATA_DIR / DATABASE_URL like the server does.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { LARGE_TENANT, seedLargeTenant } from '../src/seed/large';
import { lazySecretBox } from '../src/shared/secret-box';

const { values } = parseArgs({
  options: { messages: { type: 'string', default: '10000' }, customers: { type: 'string', default: '1000' } },
});
const options = { messages: Number(values.messages), customers: Number(values.customers) };
if (!Number.isInteger(options.messages) || !Number.isInteger(options.customers) || options.customers < 1) {
  throw new Error('--messages and --customers take whole numbers (customers at least 1)');
}

// npm runs workspace scripts inside server/; resolve DATA_DIR against where the command was typed.
const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
const database = await createDatabase(config);
try {
  await database.migrate();
  const started = Date.now();
  const seeded = await seedLargeTenant(database.db, options, await lazySecretBox(config)());
  console.log(
    seeded
      ? `Seeded ${LARGE_TENANT.name}: ${options.messages} messages, ${options.customers} customers in ${Date.now() - started} ms. Sign in as ${LARGE_TENANT.adminEmail} / demo1234.`
      : `${LARGE_TENANT.name} is already there; nothing to do.`,
  );
} finally {
  await database.close();
}
