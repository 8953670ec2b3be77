// The cookie banner and footer note, the terms, the withdrawal instructions and the accessibility
// statement: facts that must not drift from the code.
import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_AUTHORITY,
  agbPage,
  barrierefreiheitPage,
  consentTextsFor,
  cookieBannerText,
  cookieInfoText,
  datenschutzPage,
  ORDER_BROWSER_COOKIE_NAME,
  ORDER_BROWSER_HOURS,
  widerrufPage,
} from '#app/content/legal.ts';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '#app/lib/checkout-schema.ts';
import { parseConfig, providerInfo } from '#app/server/config/config.server.ts';
import { ORDER_BROWSER_COOKIE, ORDER_BROWSER_SECONDS } from '#app/server/customer/order-browser.server.ts';
import { pageText, provider, sectionText } from '#tests/support/legal-text.ts';

describe('cookie banner and the footer note', () => {
  it('the banner (Google Analytics only) names Google, the cookies, the USA, the withdrawal and the privacy page', () => {
    expect(cookieBannerText.text).toContain('Mit Ihrer Zustimmung nutzen wir Google Analytics');
    expect(cookieBannerText.text).toContain('Cookies');
    expect(cookieBannerText.text).toContain('USA');
    expect(cookieBannerText.text).toContain('„Cookie-Einstellungen“');
    expect(cookieBannerText.privacyLink).toContain('(/datenschutz#analyse)');
    expect(cookieBannerText.analyticsLabel).toBe('Statistik (Google Analytics)');
  });

  it('accepting and refusing are named alike, and the privacy page names the refusal as the banner does', () => {
    expect(cookieBannerText.acceptAll).toBe('Alle akzeptieren');
    expect(cookieBannerText.rejectAll).toBe('Alle ablehnen');
    const gaPage = datenschutzPage(providerInfo(parseConfig({ GA_MEASUREMENT_ID: 'G-TEST1234' })));
    expect(pageText(gaPage)).toContain(`wählen Sie „${cookieBannerText.rejectAll}“`);
  });

  it('the note without Google Analytics says nothing needs consent and what is stored, as the privacy page does', () => {
    const note = cookieInfoText.paragraphs.join('\n');
    expect(note).toContain('kein Cookie-Banner');
    expect(note).toContain('Sitzungsspeicher (Session Storage)');
    expect(note).toContain('[Datenschutzerklärung](/datenschutz#datenerfassung)');
    const storage = sectionText(datenschutzPage(provider), 'datenerfassung');
    expect(storage).toContain('Bestellformular bewahren wir im Sitzungsspeicher (Session Storage)');
    expect(storage).toContain('Diese Speicherungen sind für die von Ihnen gewünschte Nutzung unbedingt erforderlich');
    // The order cookie of the success page (app/server/customer/order-browser.server.ts), named alike on both.
    expect(ORDER_BROWSER_COOKIE_NAME).toBe(ORDER_BROWSER_COOKIE);
    expect(ORDER_BROWSER_HOURS * 3600).toBe(ORDER_BROWSER_SECONDS);
    for (const text of [note, storage]) {
      expect(text).toContain(`für ${ORDER_BROWSER_HOURS} Stunden das Cookie „${ORDER_BROWSER_COOKIE}“`);
    }
  });
});

describe('terms (AGB)', () => {
  const text = pageText(agbPage(provider));

  it('ask for the minimum information the checkout requires, and call photos and the suspicion optional', () => {
    expect(text).toContain(
      `Beschreibung Ihres Anliegens in eigenen Worten mit ${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX} Zeichen`,
    );
    expect(text).toMatch(/Alles Weitere ist freiwillig:.*Fotos und andere Dateien.*was Sie misstrauisch macht/);
    expect(text).not.toContain('vorhandene Profilbilder oder andere Medien');
  });

  it('say how the contract text is stored and retrieved (Art. 246c Nr. 2 EGBGB)', () => {
    expect(text).toContain('Wir speichern den Vertragstext. Für Sie abrufbar ist er in der Bestätigungs-E-Mail');
    expect(text).toContain('persönliche Statusseite');
  });

  it('do not treat silence as consent to changes', () => {
    expect(text).toContain('Ihr Schweigen gilt nicht als Zustimmung.');
    expect(text).not.toMatch(/gelten die Änderungen als angenommen/);
  });

  it('name the configured payment methods (by default card with its wallets, PayPal and Klarna)', () => {
    expect(text).toContain(
      'Zahlungsarten: Kredit- oder Debitkarte (auch mit Apple Pay und Google Pay), PayPal oder Klarna.',
    );
    const cardOnly = pageText(agbPage(providerInfo(parseConfig({ PAYMENT_METHODS: 'card' }))));
    expect(cardOnly).toContain('Zahlungsarten: Kredit- oder Debitkarte (auch mit Apple Pay und Google Pay).');
    expect(cardOnly).not.toContain('Klarna');
    expect(cardOnly).not.toContain('PayPal');
  });

  it("say that a purchase on account or in instalments is a contract with Klarna under Klarna's terms", () => {
    const klarna = sectionText(agbPage(provider), 'preise');
    expect(klarna).toContain(
      'auf Rechnung oder in Raten, schließen Sie darüber einen eigenen Vertrag mit Klarna Bank AB (publ)',
    );
    expect(klarna).toContain(
      'Dafür gelten die Bedingungen von Klarna; Klarna prüft vorher Ihre Identität und Kreditwürdigkeit',
    );
  });

  it('explain the SEPA mandate, the shortened pre-notification and the start on confirmation only when SEPA is on', () => {
    expect(text).not.toContain('SEPA');
    const sepa = agbPage(providerInfo(parseConfig({ PAYMENT_METHODS: 'card,sepa_debit' })));
    const prices = sectionText(sepa, 'preise');
    expect(prices).toContain(
      'Zahlungsarten: Kredit- oder Debitkarte (auch mit Apple Pay und Google Pay) oder SEPA-Lastschrift.',
    );
    expect(prices).toContain('Das Lastschriftmandat erteilen Sie auf der Zahlungsseite unseres Zahlungsanbieters.');
    expect(prices).toContain('die Frist für diese Ankündigung verkürzen wir auf einen Tag vor der Belastung');
    expect(prices).toContain('„Zahlung in Prüfung“');
    expect(prices).toContain('bitten Sie, auf einem anderen Weg zu bezahlen');
    // No charge for a returned debit is passed on to the customer.
    expect(prices).not.toMatch(/Gebühr|Kosten/);
    expect(sectionText(sepa, 'vertragsschluss')).toContain(
      'bei einer SEPA-Lastschrift, sobald Ihre Bank die Lastschrift eingelöst hat (§ 9)',
    );
    expect(sectionText(sepa, 'preise')).not.toContain('Klarna');
  });

  it('carry the configured version, which is also the stored consent version', () => {
    const configured = providerInfo(parseConfig({ TERMS_VERSION: '01.02.2027' }));
    expect(agbPage(configured).intro).toContain('Stand: 01.02.2027');
    expect(consentTextsFor(configured).find((c) => c.kind === 'agb')?.version).toBe('01.02.2027');
  });
});

describe('withdrawal instructions', () => {
  it('name the address of the online withdrawal function', () => {
    const site = providerInfo(parseConfig({ SITE_URL: 'http://localhost:8080' }));
    const text = pageText(widerrufPage(site));
    expect(text).toContain(
      'direkt erreichbar unter der Adresse [http://localhost:8080/vertrag-widerrufen](/vertrag-widerrufen)',
    );
  });
});

describe('accessibility statement', () => {
  const page = barrierefreiheitPage(provider);
  const micro = barrierefreiheitPage(providerInfo(parseConfig({ OPERATOR_MICRO_ENTERPRISE: 'true' })));

  it('names the standard, how it is tested, the known limits, a contact and the market surveillance authority', () => {
    const text = pageText(page);
    expect(text).toContain('EN 301 549');
    expect(text).toContain('WCAG) 2.1 auf Stufe AA');
    // As tested: axe on every template, the keyboard, 390 px; and no claim of an external audit.
    expect(sectionText(page, 'pruefung')).toMatch(/axe.*Tastatur.*390 Pixeln/s);
    expect(text).toContain('nur teilweise vereinbar');
    expect(text).toContain('Eine Prüfung durch eine unabhängige Prüfstelle hat bisher nicht stattgefunden.');
    // The PDFs we generate carry no tags (app/server/pdf): the page says so.
    expect(sectionText(page, 'einschraenkungen')).toContain('PDF mit Strukturauszeichnung (Tags)');
    expect(sectionText(page, 'kontakt')).toContain(`[${provider.email}](mailto:${provider.email})`);
    expect(sectionText(page, 'marktueberwachung')).toContain(`${ACCESSIBILITY_AUTHORITY} mit Sitz in Magdeburg`);
    expect(text).toContain('(§ 32 BFSG)');
    expect(text).not.toContain('Kleinstunternehmen');
  });

  it('names the service (Echtcheck, the website and the checkout) and covers the payment page: what we know, what is not ours', () => {
    const scope = sectionText(page, 'geltungsbereich');
    expect(scope).toContain('Diese Erklärung gilt für Echtcheck');
    expect(scope).toContain(`für die Website ${provider.siteUrl}`);
    expect(scope).toContain('Buchung eines Profil-Checks (Checkout)');
    expect(scope).toContain(`Zahlungsanbieter ${provider.paymentProvider}`);
    const limits = sectionText(page, 'einschraenkungen');
    expect(limits).toContain('- Zahlungsseite:');
    expect(limits).toContain('Was wir wissen: Die Seite erscheint auf Deutsch');
    expect(limits).toContain('Was außerhalb unseres Einflusses liegt');
    expect(limits).toContain('unsere Tests prüfen diese Seiten nicht');
  });

  it('says, for a micro-enterprise (OPERATOR_MICRO_ENTERPRISE), that the BFSG does not apply, and still what is done', () => {
    expect(provider.microEnterprise).toBe(false);
    const text = pageText(micro);
    expect(text).toContain('Wir sind ein Kleinstunternehmen');
    expect(text).toContain('(§ 3 Abs. 3 BFSG)');
    expect(text).not.toContain('unterliegen wir dem Barrierefreiheitsstärkungsgesetz');
    expect(text).not.toContain('(§ 32 BFSG)');
    // Testing, limits, contact and the authority stay.
    expect(sectionText(micro, 'pruefung')).toBe(sectionText(page, 'pruefung'));
    expect(sectionText(micro, 'einschraenkungen')).toBe(sectionText(page, 'einschraenkungen'));
    expect(sectionText(micro, 'kontakt')).toBe(sectionText(page, 'kontakt'));
    expect(sectionText(micro, 'marktueberwachung')).toContain(ACCESSIBILITY_AUTHORITY);
  });
});
