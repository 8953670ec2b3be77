import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/content/prerender-paths.ts';

export default {
  appDirectory: 'app',
  // SSR stays on for the checkout, payment-success, staff area and 404; marketing pages are
  // prerendered to static HTML at build time and served as files (server.ts).
  ssr: true,
  prerender: prerenderPaths,
} satisfies Config;
