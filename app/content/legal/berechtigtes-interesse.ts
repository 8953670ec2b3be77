// What a legitimate interest is and when we decline an order (page "Berechtigtes Interesse").
import type { LegalPage, LegalSection, ProviderInfo } from '../types.ts';
import { mailLink } from './shared.ts';

export function berechtigtesInteressePage(p: ProviderInfo): LegalPage {
  return {
    slug: 'berechtigtes-interesse',
    seo: {
      title: 'Berechtigtes Interesse: Checkliste für Ihren Profil-Check',
      description:
        'Wann Sie eine Person prüfen lassen dürfen: erlaubte und verbotene Zwecke, Ihre Pflichten als Auftraggeber und die Bestätigung vor der Buchung bei Echtcheck.',
      keywords: [
        'berechtigtes Interesse',
        'Person überprüfen lassen',
        'Profil-Check erlaubt',
        'Romance Scam Schutz',
        'Identitätsdiebstahl',
        'DSGVO Interessenabwägung',
      ],
    },
    title: 'Berechtigtes Interesse: wann wir eine Person prüfen',
    intro:
      'Eine Prüfung betrifft immer auch einen anderen Menschen. Deshalb übernehmen wir nur Aufträge mit einem nachvollziehbaren Schutzanliegen. Diese Checkliste zeigt, welche Anlässe dazu zählen und welche nicht.',
    sections: [
      warumSection(),
      zulaessigeZweckeSection(),
      unzulaessigeZweckeSection(),
      pflichtenSection(),
      unsereRolleSection(p),
      bestaetigungSection(),
      selbstHandelnSection(),
    ],
  };
}

/** The section “Warum wir ein berechtigtes Interesse verlangen”. */
function warumSection(): LegalSection {
  return {
    id: 'warum',
    heading: 'Warum wir ein berechtigtes Interesse verlangen',
    paragraphs: [
      'Wenn wir zu einer Person recherchieren, verarbeiten wir ihre Daten, ohne dass sie davon weiß. Das ist nach Art. 6 Abs. 1 lit. f DSGVO nur erlaubt, wenn Ihr Anliegen schwerer wiegt als das Interesse dieser Person, in Ruhe gelassen zu werden. Ein konkreter Verdacht, betrogen oder getäuscht zu werden, erfüllt diese Voraussetzung in aller Regel – Neugier dagegen nicht.',
      'Diese Seite gibt allgemeine Hinweise zu unserem Vorgehen und ist keine Rechtsberatung.',
    ],
  };
}

/** The section “Zulässige Zwecke”. */
function zulaessigeZweckeSection(): LegalSection {
  return {
    id: 'zulaessige-zwecke',
    heading: 'Zulässige Zwecke',
    paragraphs: [
      'Mindestens einer dieser Anlässe muss auf Ihre Situation zutreffen. Romance-Scam, auf Deutsch Liebesbetrug, bedeutet: Jemand täuscht online eine Liebesbeziehung vor, um später Geld zu verlangen.',
    ],
    table: {
      caption: 'Anlässe, für die wir eine Prüfung übernehmen',
      columns: ['Zweck', 'Beispiel'],
      rows: [
        [
          'Schutz vor Betrug',
          'Eine Online-Bekanntschaft bittet nach wenigen Wochen um Geld, etwa für angebliche Zollgebühren oder eine Operation im Ausland.',
        ],
        [
          'Identitätsdiebstahl',
          'Auf einer Plattform ist ein Profil mit Ihrem Namen oder Ihren Fotos aufgetaucht, das Sie nie angelegt haben.',
        ],
        [
          'Vorbeugung gegen Romance Scam',
          'Ihr Chatpartner schreibt täglich von Liebe und gemeinsamer Zukunft, weicht Videoanrufen aber seit Wochen aus.',
        ],
        [
          'Missbrauch persönlicher Daten',
          'Jemand nutzt Ihre Telefonnummer oder Anschrift, bestellt in Ihrem Namen oder bringt Fremde dazu, Sie zu kontaktieren.',
        ],
        [
          'Schutz geschäftlicher Interessen',
          'Ein neuer Geschäftskontakt aus dem Netz verlangt Vorkasse, und Sie möchten wissen, ob Firma und Ansprechpartner wirklich existieren.',
        ],
      ],
    },
  };
}

/** The section “Unzulässige Zwecke”. */
function unzulaessigeZweckeSection(): LegalSection {
  return {
    id: 'unzulaessige-zwecke',
    heading: 'Unzulässige Zwecke',
    paragraphs: [
      'Für die folgenden Zwecke lehnen wir Aufträge ab, auch wenn sie in der Beschreibung anders dargestellt werden.',
    ],
    table: {
      caption: 'Zwecke, für die wir keine Prüfung übernehmen',
      columns: ['Unzulässiger Zweck', 'Warum'],
      rows: [
        [
          'Bloße Neugier',
          'Ohne Schutzanliegen überwiegt das Recht der Person, dass niemand Informationen über sie zusammenträgt.',
        ],
        [
          'Hintergrundrecherche über Fremde ohne Anlass',
          'Wer mit der Person keinen Kontakt hat und keinen Verdacht nennen kann, hat kein eigenes schutzwürdiges Interesse.',
        ],
        [
          'Überwachung von (Ex-)Partnern',
          'Kontrolle verletzt die Privatsphäre. Wer einer Person unbefugt und wiederholt nachstellt und so ihre Lebensgestaltung nicht unerheblich beeinträchtigen kann, macht sich strafbar (Nachstellung, § 238 StGB).',
        ],
        [
          'Adresshandel oder Werbung',
          'Wer Daten sammelt, um sie zu verkaufen oder Werbung zu verschicken, verfolgt ein rein wirtschaftliches Ziel und kein Schutzanliegen.',
        ],
        [
          'Diskriminierende Zwecke',
          'Nachforschungen zu Herkunft, Religion, Gesundheit oder sexueller Orientierung betreffen besonders geschützte Daten (Art. 9 DSGVO) und sind ausgeschlossen.',
        ],
      ],
    },
  };
}

/** The section “Ihre Pflichten als Auftraggeber”. */
function pflichtenSection(): LegalSection {
  return {
    id: 'pflichten',
    heading: 'Ihre Pflichten als Auftraggeber',
    paragraphs: [
      '- Sie schildern Ihren Anlass ehrlich und so genau, wie es Ihnen möglich ist.\n- Sie laden nur Bilder, Chatverläufe und Dokumente hoch, die Sie rechtmäßig besitzen, etwa aus Ihren eigenen Unterhaltungen.\n- Sie verwenden unseren Ergebnisbericht ausschließlich für den angegebenen Schutzzweck und stellen ihn nicht ins Netz.\n- Sie nehmen keinen Kontakt zur Person auf, um sie mit dem Ergebnisbericht unter Druck zu setzen.',
      'Unsere [AGB](/agb) regeln diese Pflichten verbindlich.',
    ],
  };
}

/** The section “Unsere Rolle als Anbieter”. */
function unsereRolleSection(p: ProviderInfo): LegalSection {
  return {
    id: 'unsere-rolle',
    heading: 'Unsere Rolle als Anbieter',
    paragraphs: [
      'Jeden Auftrag prüfen wir vor Beginn der Recherche auf Plausibilität. Passen Anlass und Angaben nicht zusammen oder deutet etwas auf einen unzulässigen Zweck hin, lehnen wir den Auftrag ab oder beenden die Bearbeitung. Sie erhalten dann den vollen Preis zurück, und wir erstellen keinen Ergebnisbericht ([AGB § 6](/agb#berechtigtes-interesse)).',
      'Wir recherchieren nur in öffentlich zugänglichen Quellen. Wir verschaffen uns keinen Zugang zu privaten Konten, geben uns nicht als jemand anderes aus, führen keine Gesichtserkennung durch, fragen keine Vorstrafen ab und stellen nicht fest, ob jemand eine Straftat begangen hat. Der Ergebnisbericht hält fest, was wir wo und wann öffentlich gefunden haben.',
      `Auftragsdaten löschen wir spätestens 30 Tage nach Abschluss. Was mit den Daten der geprüften Person geschieht, beschreibt unsere [Datenschutzerklärung](/datenschutz). Fragen zu diesen Regeln beantworten wir unter ${mailLink(p)}.`,
    ],
  };
}

/** The section “Ihre Bestätigung bei der Buchung”. */
function bestaetigungSection(): LegalSection {
  return {
    id: 'bestaetigung',
    heading: 'Ihre Bestätigung bei der Buchung',
    paragraphs: [
      'Bevor Sie bestellen können, machen Sie in der Buchung diese Angaben:\n- Sie bestätigen Ihr berechtigtes Interesse und dass Sie diese Checkliste gelesen haben.\n- Sie kreuzen an, welcher zulässige Zweck auf Sie zutrifft – mindestens einer.\n- Sie geben an, in welcher Beziehung Sie zu der Person stehen, etwa eine Online-Bekanntschaft, ein geschäftlicher Kontakt oder eine frühere Partnerschaft.\n- Sie beschreiben Ihr Anliegen in eigenen Worten, mit 150 bis 300 Zeichen.\n- Sie bestätigen, dass Sie mindestens 18 Jahre alt sind.',
      'Fehlt eine dieser Angaben, ist keine Bestellung möglich. Ihre Bestätigungen speichern wir mit Wortlaut, Version und Zeitpunkt, damit nachvollziehbar bleibt, auf welcher Grundlage wir gearbeitet haben.',
    ],
  };
}

/** The section “Was Sie schon jetzt selbst tun können”. */
function selbstHandelnSection(): LegalSection {
  return {
    id: 'selbst-handeln',
    heading: 'Was Sie schon jetzt selbst tun können',
    paragraphs: [
      'Auch ohne Auftrag können Sie einiges klären:\n- Laden Sie die Profilfotos in eine Bildrückwärtssuche wie Google Lens oder TinEye. Tauchen dieselben Bilder unter anderen Namen auf, ist das ein deutliches Warnsignal.\n- Überweisen Sie kein Geld, kaufen Sie keine Gutscheinkarten und tätigen Sie keine Krypto-Zahlungen für jemanden, den Sie nie persönlich getroffen haben.\n- Sichern Sie Profil, Chats und Zahlungsbelege als Bildschirmfotos, bevor das Konto verschwindet.\n- Haben Sie bereits bezahlt, informieren Sie umgehend Ihre Bank, damit sie weitere Abbuchungen verhindern kann, und zeigen Sie den Vorfall bei der Polizei an.\n- Nutzen Sie die Meldefunktion der Plattform und sperren Sie den Kontakt.',
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Widerrufsbelehrung (Anlage 1 EGBGB, services) and Muster-Widerrufsformular (Anlage 2 EGBGB)
// ---------------------------------------------------------------------------------------------
