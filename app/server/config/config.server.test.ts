import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleFigures } from '#app/content/facts.ts';
import { ConfigError, describeProviders, parseConfig, providerInfo, registeredLegalForm } from './config.server.ts';
import { FIGURE_SETTINGS } from './operator.server.ts';

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

  it('keeps files on the local disk by default and in an S3 bucket with STORAGE_PROVIDER=s3, never logging secrets', () => {
    expect(parseConfig({}).STORAGE_PROVIDER).toBe('local');
    const config = parseConfig({
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'echtcheck-dateien',
      S3_ENDPOINT: 'https://s3.example.net',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'geheim-schluessel',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'echtcheck-dateien',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: true,
    });
    const providers = JSON.stringify(describeProviders(config));
    expect(describeProviders(config).fileStorage).toContain('S3 bucket echtcheck-dateien');
    expect(providers).not.toContain('geheim-schluessel');
    expect(providers).not.toContain('AKIAEXAMPLE');
  });

  it('refuses S3 settings that cannot work, in German and naming the variable', () => {
    const refused = (env: Record<string, string>) => {
      try {
        parseConfig(env);
      } catch (error) {
        return (error as ConfigError).issues.join('\n');
      }
      return '';
    };
    expect(refused({ STORAGE_PROVIDER: 's3' })).toContain('S3_BUCKET: wird für STORAGE_PROVIDER=s3 benötigt');
    expect(refused({ STORAGE_PROVIDER: 'azure' })).toContain('STORAGE_PROVIDER="azure": erlaubt sind local oder s3');
    expect(refused({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' })).toContain(
      'beide setzen oder keinen',
    );
    expect(refused({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })).toContain('S3_ENDPOINT=');
  });

  const operator = {
    COMPANY_NAME: 'Prüfdienst GmbH',
    COMPANY_REPRESENTATIVE: 'Jonas Weber (Geschäftsführer)',
    COMPANY_STREET: 'Hauptstraße 1',
    COMPANY_POSTAL_CODE: '10827',
    COMPANY_CITY: 'Berlin',
    CONTACT_EMAIL: 'kontakt@pruefdienst.de',
    CONTACT_PHONE: '+49 30 1111111',
    HOSTING_PROVIDER: 'Beispiel Hosting AG, Frankfurt am Main',
    DPO_NAME: 'Dr. Jana Roth, Datenschutz Roth GmbH',
    DPO_EMAIL: 'dsb@datenschutz-roth.de',
    // No figures counted yet: the public pages speak without numbers.
    OPERATOR_FIGURES_NONE: 'true',
    COMPANY_REGISTER: 'Amtsgericht Charlottenburg, HRB 654321 B',
    VAT_ID: 'DE987654321',
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

  it('refuses a public start on the sample figures, as on the sample imprint, naming what to set or clear', () => {
    // Issue 27 point 6: the sample figures serve local runs only.
    const { OPERATOR_FIGURES_NONE: _none, ...operatorWithoutChoice } = operator;
    const refusedFigures = (env: Record<string, string>) => {
      try {
        parseConfig(env);
      } catch (error) {
        return (error as ConfigError).issues.join('\n');
      }
      return '';
    };
    // Nothing set: locally the sample, publicly a refusal naming the variables.
    expect(parseConfig(operatorWithoutChoice).figures?.sample).toBe(true);
    const unset = refusedFigures({ ...operatorWithoutChoice, SITE_URL: 'https://echtcheck.de' });
    expect(unset).toMatch(
      /^OPERATOR_FIGURES_AS_OF, OPERATOR_FIGURE_\*: Eine öffentliche Website \(SITE_URL=https:\/\/echtcheck\.de\) zeigt keine Beispielzahlen/,
    );
    expect(unset).toContain('OPERATOR_FIGURE_CHECKS, OPERATOR_FIGURE_DECEPTION_PROVEN');
    expect(unset).toContain('oder setzen Sie OPERATOR_FIGURES_NONE=true');
    // The sample's numbers copied into a public site's settings: refused, naming the variables to clear.
    const sampleCopy = {
      ...operatorWithoutChoice,
      SITE_URL: 'https://echtcheck.de',
      OPERATOR_FIGURES_AS_OF: '2026-10-31',
      ...Object.fromEntries(
        Object.entries(FIGURE_SETTINGS).map(([key, name]) => [
          name,
          String(sampleFigures.values[key as keyof typeof FIGURE_SETTINGS]),
        ]),
      ),
    };
    expect(refusedFigures(sampleCopy)).toMatch(
      /OPERATOR_FIGURE_MONEY_NOT_PAID_EUR: sind die Beispielzahlen der Entwicklung/,
    );
    expect(refusedFigures(sampleCopy)).toContain('Leeren Sie diese Variablen und OPERATOR_FIGURES_AS_OF');
    // Locally the same settings are allowed (they are the operator's own values there).
    expect(parseConfig({ ...sampleCopy, SITE_URL: 'http://localhost:3000' }).figures?.sample).toBe(false);
    // "No figures" and figures at once: refused, naming both.
    expect(
      refusedFigures({
        ...operator,
        SITE_URL: 'https://echtcheck.de',
        OPERATOR_FIGURES_AS_OF: '2026-10-31',
        OPERATOR_FIGURE_CHECKS: '12',
      }),
    ).toContain('OPERATOR_FIGURES_NONE=true: widerspricht den gesetzten Zahlen (OPERATOR_FIGURE_CHECKS)');
    // The explicit choice: no figure, publicly and locally.
    expect(parseConfig({ ...operator, SITE_URL: 'https://echtcheck.de' }).figures).toBeNull();
    expect(parseConfig({ OPERATOR_FIGURES_NONE: 'true' }).figures).toBeNull();
  });

  it('knows one telephone number, CONTACT_PHONE, and refuses a leftover SUPPORT_PHONE naming what to do', () => {
    // Issue 27: a second number beside CONTACT_PHONE appeared unexplained; now it would vanish unnoticed.
    let message = '';
    try {
      parseConfig({ SUPPORT_PHONE: '+49 30 2222222' });
    } catch (error) {
      message = (error as ConfigError).issues.join('\n');
    }
    expect(message).toMatch(/^SUPPORT_PHONE: wird nicht mehr verwendet/);
    expect(message).toContain('CONTACT_PHONE (jetzt "+49 30 5683 1740")');
    expect(message).toContain('entfernen Sie SUPPORT_PHONE');
    expect(parseConfig({ SUPPORT_PHONE: ' ' }).CONTACT_PHONE).toBe('+49 30 5683 1740');
    expect(providerInfo(parseConfig({ ...operator, SITE_URL: 'https://echtcheck.de' })).phone).toBe('+49 30 1111111');
  });

  it('shows the sample figures on a local site only, and the operator figures with their date', () => {
    // Local, nothing set: the development sample, marked as such.
    expect(parseConfig({}).figures?.sample).toBe(true);
    // Public: never the sample (the test above); the operator's figures with their date.
    const config = parseConfig({
      ...operator,
      OPERATOR_FIGURES_NONE: 'false',
      SITE_URL: 'https://echtcheck.de',
      OPERATOR_FIGURES_AS_OF: '2026-10-31',
      OPERATOR_FIGURE_CHECKS: '3124',
      OPERATOR_FIGURE_MONEY_NOT_PAID_EUR: '',
    });
    expect(config.figures).toEqual({ asOf: '2026-10-31', sample: false, values: { checks: 3124 } });
  });

  it('refuses figures without their date, from the future, or contradicting one another', () => {
    expect(refusal({ OPERATOR_FIGURE_CHECKS: '3124' })).toMatch(/OPERATOR_FIGURES_AS_OF: muss gesetzt sein/);
    expect(refusal({ OPERATOR_FIGURES_AS_OF: '2999-01-01', OPERATOR_FIGURE_CHECKS: '1' })).toMatch(/Zukunft/);
    expect(refusal({ OPERATOR_FIGURES_AS_OF: '31.10.2026' })).toMatch(/OPERATOR_FIGURES_AS_OF=.*2026-10-31/);
    expect(refusal({ OPERATOR_FIGURE_CHECKS: '3.124' })).toMatch(/OPERATOR_FIGURE_CHECKS=.*ganze Zahl/);
    expect(
      refusal({
        OPERATOR_FIGURES_AS_OF: '2026-10-31',
        OPERATOR_FIGURE_CHECKS: '100',
        OPERATOR_FIGURE_DECEPTION_PROVEN: '101',
      }),
    ).toMatch(/belegter Täuschung/);
    expect(refusal({ OPERATOR_FIGURES_AS_OF: '2026-10-31', OPERATOR_FIGURE_CLEAR_RESULT_PERCENT: '101' })).toMatch(
      /CLEAR_RESULT_PERCENT/,
    );
  });

  /** The message of the ConfigError parseConfig throws, or '' when it accepts the settings. */
  function refusal(env: Record<string, string>): string {
    try {
      parseConfig(env);
      return '';
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).message;
    }
  }

  it('refuses a public site of a registered company without register entry and VAT id, naming both', () => {
    const { COMPANY_REGISTER: _register, VAT_ID: _vat, ...withoutBoth } = operator;
    const message = refusal({ ...withoutBoth, SITE_URL: 'https://echtcheck.de' });
    expect(message).toMatch(/COMPANY_REGISTER: muss .* gesetzt sein, weil COMPANY_NAME die Rechtsform „GmbH“ nennt/);
    expect(message).toMatch(/VAT_ID: muss .* gesetzt sein, weil COMPANY_NAME die Rechtsform „GmbH“ nennt/);
    // One of the two missing is refused too, and named alone.
    const noVat = refusal({ ...operator, VAT_ID: '', SITE_URL: 'https://echtcheck.de' });
    expect(noVat).toContain('VAT_ID:');
    expect(noVat).not.toContain('COMPANY_REGISTER:');
    const noRegister = refusal({ ...operator, COMPANY_REGISTER: '  ', SITE_URL: 'https://echtcheck.de' });
    expect(noRegister).toContain('COMPANY_REGISTER:');
    expect(noRegister).not.toContain('VAT_ID:');
    // Local runs keep working with the defaults (Echtcheck GmbH, no register entry).
    expect(refusal({ ...withoutBoth, SITE_URL: 'http://localhost:3000' })).toBe('');
  });

  it('refuses a public start without the data protection officer’s contact, naming the variable; local runs use the sample', () => {
    // Issue 37 point 3: the privacy notice names the DPO (Art. 13 Abs. 1 lit. b DSGVO).
    const { DPO_NAME: _name, DPO_EMAIL: _email, ...withoutDpo } = operator;
    const message = refusal({ ...withoutDpo, SITE_URL: 'https://echtcheck.de' });
    expect(message).toMatch(
      /DPO_NAME: muss für eine öffentliche Website \(SITE_URL=https:\/\/echtcheck\.de\) gesetzt sein/,
    );
    expect(message).toMatch(/DPO_EMAIL: muss für eine öffentliche Website .* gesetzt sein/);
    expect(message).toContain('Art. 13 Abs. 1 lit. b DSGVO');
    // One missing: named alone; blank counts as missing.
    const { DPO_EMAIL: _onlyEmail, ...withoutEmail } = operator;
    const noEmail = refusal({ ...withoutEmail, SITE_URL: 'https://echtcheck.de' });
    expect(noEmail).toContain('DPO_EMAIL:');
    expect(noEmail).not.toContain('DPO_NAME:');
    expect(refusal({ ...operator, DPO_NAME: '   ', SITE_URL: 'https://echtcheck.de' })).toContain('DPO_NAME');
    // A bad address is named as such, publicly and locally.
    expect(refusal({ DPO_EMAIL: 'kein-mail' })).toContain(
      'DPO_EMAIL="kein-mail": muss eine gültige E-Mail-Adresse sein',
    );
    // The optional postal address is not required.
    expect(refusal({ ...operator, SITE_URL: 'https://echtcheck.de' })).toBe('');
    // Local runs (npm start) keep working on the embedded sample.
    const local = providerInfo(parseConfig({}));
    expect(local.dataProtectionOfficer).toEqual({
      name: 'Dr. Miriam Seidel (externe Datenschutzbeauftragte)',
      email: 'datenschutz@echtcheck.de',
      address: '',
    });
    const configured = providerInfo(
      parseConfig({ ...operator, SITE_URL: 'https://echtcheck.de', DPO_ADDRESS: ' Lindenstraße 5, 10969 Berlin ' }),
    );
    expect(configured.dataProtectionOfficer).toEqual({
      name: 'Dr. Jana Roth, Datenschutz Roth GmbH',
      email: 'dsb@datenschutz-roth.de',
      address: 'Lindenstraße 5, 10969 Berlin',
    });
  });

  it('dates the terms and the privacy notice 07.12.2026 unless configured', () => {
    const config = parseConfig({});
    expect(config.TERMS_VERSION).toBe('07.12.2026');
    expect(config.PRIVACY_VERSION).toBe('07.12.2026');
  });

  it('does not ask a sole trader without a registered legal form for register entry and VAT id', () => {
    const { COMPANY_REGISTER: _register, VAT_ID: _vat, ...withoutBoth } = operator;
    expect(
      refusal({ ...withoutBoth, COMPANY_NAME: 'Jonas Weber Online-Recherche', SITE_URL: 'https://echtcheck.de' }),
    ).toBe('');
  });

  it.each([
    ['Prüfdienst GmbH', 'GmbH'],
    ['Prüfdienst UG (haftungsbeschränkt)', 'UG (haftungsbeschränkt)'],
    ['Prüfdienst AG', 'AG'],
    ['Weber & Partner KG', 'KG'],
    ['Weber OHG', 'OHG'],
    ['Weber Verwaltungs GmbH & Co. KG', 'GmbH & Co. KG'],
    ['Jonas Weber e.K.', 'e.K.'],
    ['Jonas Weber e. Kfm.', 'e. Kfm.'],
  ])('recognises the registered legal form in %s', (name, form) => {
    expect(registeredLegalForm(name)).toBe(form);
  });

  it.each([['Jonas Weber'], ['Agentur Weber'], ['Kgb Recherche'], ['Echtcheck Jonas Weber, Ingenieurbüro']])(
    'sees no registered legal form in %s',
    (name) => {
      expect(registeredLegalForm(name)).toBeUndefined();
    },
  );

  it('reads the reverse image searches as a list of known services, Yandex not by default', () => {
    expect(parseConfig({}).REVERSE_IMAGE_SEARCH_SERVICES).toEqual(['google-lens', 'bing', 'tineye']);
    expect(
      parseConfig({ REVERSE_IMAGE_SEARCH_SERVICES: ' TinEye, yandex,tineye ' }).REVERSE_IMAGE_SEARCH_SERVICES,
    ).toEqual(['tineye', 'yandex']);
    expect(refusal({ REVERSE_IMAGE_SEARCH_SERVICES: 'google-lens,pimeyes' })).toContain(
      'REVERSE_IMAGE_SEARCH_SERVICES=',
    );
    expect(refusal({ REVERSE_IMAGE_SEARCH_SERVICES: ' , ' })).toContain('REVERSE_IMAGE_SEARCH_SERVICES=');
    const provider = providerInfo(parseConfig({ LOG_RETENTION_DAYS: '3', SITE_URL: 'http://localhost:8080/' }));
    expect(provider).toMatchObject({ logRetentionDays: 3, siteUrl: 'http://localhost:8080' });
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
