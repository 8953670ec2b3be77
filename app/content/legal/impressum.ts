// The imprint (Impressum, § 5 DDG), from the operator's configured data.
import type { LegalPage, ProviderInfo } from '../types.ts';
import { mailLink, phoneLink, postalAddress, whenSet } from './shared.ts';

export function impressumPage(p: ProviderInfo): LegalPage {
  const registerLines = [
    ...whenSet(p.register, `Registereintrag: ${p.register}`),
    ...whenSet(p.vatId, `Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${p.vatId}`),
  ];
  return {
    slug: 'impressum',
    seo: {
      title: 'Impressum – Anbieterangaben von Echtcheck',
      description:
        'Impressum von Echtcheck nach § 5 DDG: Anschrift, Vertretung, Kontakt per E-Mail und Telefon, Registereintrag, Umsatzsteuer-ID und Verantwortlicher nach MStV.',
      keywords: ['Impressum', 'Anbieterkennzeichnung', '§ 5 DDG', 'Echtcheck Kontakt', 'Verantwortlicher MStV'],
    },
    title: 'Impressum',
    intro: `Hier finden Sie die gesetzlich vorgeschriebenen Angaben zum Anbieter von Echtcheck und die Wege, auf denen Sie uns schnell erreichen.`,
    sections: [
      {
        id: 'anbieter',
        heading: 'Angaben gemäß § 5 DDG',
        paragraphs: [`${p.companyName}, ${postalAddress(p)}`, `Vertreten durch: ${p.representative}`],
      },
      {
        id: 'kontakt',
        heading: 'Kontakt',
        paragraphs: [
          `- E-Mail: ${mailLink(p)}\n- Telefon: ${phoneLink(p.phone)}`,
          'Anfragen per E-Mail beantworten wir innerhalb von 24 Stunden. Für Fragen zu einem laufenden Auftrag nennen Sie bitte Ihre achtstellige Auftragsnummer aus der Bestätigungs-E-Mail.',
        ],
      },
      // Left out entirely when neither a register entry nor a VAT id is configured.
      ...(registerLines.length === 0
        ? []
        : [{ id: 'register', heading: 'Registereintrag und Umsatzsteuer', paragraphs: registerLines }]),
      {
        id: 'verantwortlich',
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        paragraphs: [`${p.representative}, c/o ${p.companyName}, ${p.street}, ${p.postalCode} ${p.city}`],
      },
      {
        id: 'haftung',
        heading: 'Haftung für Inhalte und Links',
        paragraphs: [
          'Unsere Ratgebertexte erstellen wir sorgfältig und halten sie aktuell. Sie geben allgemeine Hinweise zum Schutz vor Betrug im Internet und ersetzen weder eine Rechtsberatung noch die Prüfung Ihres Einzelfalls. Stellen Sie einen Fehler fest, freuen wir uns über eine kurze Nachricht.',
          'Wo wir auf Seiten anderer Anbieter verweisen, sind allein diese für ihre Inhalte verantwortlich. Auf diese Inhalte haben wir keinen Einfluss. Erfahren wir, dass eine verlinkte Seite rechtswidrige Inhalte enthält, entfernen wir den Verweis.',
        ],
      },
      {
        id: 'streitbeilegung',
        heading: 'Verbraucherstreitbeilegung',
        paragraphs: [
          'An Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle nehmen wir nicht teil; dazu sind wir weder verpflichtet noch bereit (§ 36 VSBG).',
          `Die Online-Streitbeilegungsplattform der EU wurde am 20. Juli 2025 eingestellt, daher verweisen wir nicht mehr auf sie. Haben Sie ein Anliegen oder eine Beschwerde, schreiben Sie uns direkt an ${mailLink(p)} – wir suchen gern gemeinsam mit Ihnen eine Lösung.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Datenschutzerklärung (exactly eight sections, spec §2)
// ---------------------------------------------------------------------------------------------
