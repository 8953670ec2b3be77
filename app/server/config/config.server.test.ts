import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeProviders, parseConfig } from './config.server.ts';

describe('parseConfig', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = parseConfig({}, '/srv/app');
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.SITE_URL).toBe('http://localhost:3000');
    expect(config.dataDir).toBe('/srv/app/data');
    expect(config.database).toEqual({ kind: 'pglite', dir: path.join('/srv/app/data', 'db') });
    expect(config.PAYMENT_PROVIDER).toBe('simulated');
    const providers = describeProviders(config);
    expect(providers.database).toContain('PGlite');
    expect(providers.mail).toContain('/srv/app/data/mails');
  });

  it('uses PostgreSQL when DATABASE_URL is set and hides its password in logs', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://app:geheim@db:5432/echtcheck' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app:geheim@db:5432/echtcheck' });
    expect(describeProviders(config).database).not.toContain('geheim');
  });

  const operator = {
    COMPANY_NAME: 'Prüfdienst GmbH',
    COMPANY_REPRESENTATIVE: 'Jonas Weber (Geschäftsführer)',
    COMPANY_STREET: 'Hauptstraße 1',
    COMPANY_POSTAL_CODE: '10827',
    COMPANY_CITY: 'Berlin',
    CONTACT_EMAIL: 'kontakt@pruefdienst.de',
    CONTACT_PHONE: '+49 30 1111111',
    SUPPORT_PHONE: '+49 30 2222222',
    HOSTING_PROVIDER: 'Beispiel Hosting AG, Frankfurt am Main',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };

  it('strips a trailing slash from SITE_URL', () => {
    expect(parseConfig({ ...operator, SITE_URL: 'https://echtcheck.de/' }).SITE_URL).toBe('https://echtcheck.de');
  });

  it('requires the operator data for a public site, not for local runs', () => {
    expect(() => parseConfig({ SITE_URL: 'https://echtcheck.de' })).toThrow(/COMPANY_NAME: muss .* gesetzt sein/);
    // Simulated payments would mark cases paid without money: refused on a public site.
    expect(() => parseConfig({ ...operator, PAYMENT_PROVIDER: 'simulated', SITE_URL: 'https://echtcheck.de' })).toThrow(
      /PAYMENT_PROVIDER/,
    );
    expect(parseConfig({ SITE_URL: 'http://127.0.0.1:3000' }).COMPANY_NAME).toBe('Echtcheck GmbH');
    const config = parseConfig({ ...operator, SITE_URL: 'https://echtcheck.de' });
    expect(config.COMPANY_NAME).toBe('Prüfdienst GmbH');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SITE_URL', 'echtcheck.de'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['LOG_LEVEL', 'loud'],
    ['STAFF_EMAIL', 'kein-mail'],
  ])('names the variable when %s=%s is invalid', (name, value) => {
    let error: unknown;
    try {
      parseConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(`${name}=`);
  });

  it('requires Stripe keys when the Stripe provider is chosen', () => {
    expect(() => parseConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe('.env.example', () => {
  it('lists every setting of the schema and parses as a valid configuration', async () => {
    const { readFile } = await import('node:fs/promises');
    const { parseEnv } = await import('node:util');
    const { configSchema } = await import('./config.server.ts');
    const text = await readFile(new URL('../../../.env.example', import.meta.url), 'utf8');
    const env = parseEnv(text);
    for (const name of Object.keys(configSchema.shape).filter((n) => n !== 'NODE_ENV')) {
      expect(Object.keys(env), `${name} missing in .env.example`).toContain(name);
    }
    const config = parseConfig(env);
    expect(config.MAIL_FROM).toBe('Echtcheck <service@echtcheck.de>');
    expect(config.database.kind).toBe('pglite');
  });
});
