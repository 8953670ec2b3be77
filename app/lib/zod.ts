// zod as the app's shared schemas use it. In the browser without JIT: zod 4 compiles object parsers
// with `new Function` when it may, and finds out by trying, which our Content-Security-Policy
// (no 'unsafe-eval') blocks and reports as a violation on every page that validates (the checkout's
// steps, the withdrawal form). On the server, where nothing blocks it, the JIT stays on.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
