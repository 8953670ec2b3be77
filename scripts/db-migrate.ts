// `npm run db:migrate`: apply the committed migrations to the configured database (the server also
// does this at start). PGlite admits one process: stop the server first when using the embedded database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describeProviders, parseConfig } from '../app/server/config/config.server.ts';
import { openDatabase } from '../app/server/db/db.server.ts';

if (existsSync(path.join(process.cwd(), '.env'))) process.loadEnvFile(path.join(process.cwd(), '.env'));
const config = parseConfig(process.env);
console.log(`Migrating ${describeProviders(config).database} …`);
const database = await openDatabase(config.database);
try {
  await database.migrate();
  console.log('Migrations applied.');
} finally {
  await database.close();
}
