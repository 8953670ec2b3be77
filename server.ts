// Node entry. Runs directly on Node 24 (type stripping): `node server.ts` serves the build,
// `node server.ts --dev` runs Vite in development mode.
// React picks its production or development build from NODE_ENV when it is first imported, so the
// mode (and .env) is settled here before anything else loads.
import { existsSync } from 'node:fs';
import path from 'node:path';

const envFile = path.join(process.cwd(), '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
process.env.NODE_ENV ??= process.argv.includes('--dev') ? 'development' : 'production';

await import('./app/server/http/main.server.ts');
