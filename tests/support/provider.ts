// Operator data for tests: the local defaults plus register and VAT id, so every optional line shows.
import type { ProviderInfo } from '#app/content/types.ts';
import { parseConfig, providerInfo } from '#app/server/config/config.server.ts';

export const testProvider: ProviderInfo = {
  ...providerInfo(parseConfig({})),
  register: 'Amtsgericht Charlottenburg, HRB 123456 B',
  vatId: 'DE123456789',
};
