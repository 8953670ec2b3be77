import { noHitsDefinition, noHitsGuarantee, noHitsLimits } from './result-terms.ts';
import { crossCaseText, retentionText } from './retention.ts';
import type { CommonSections } from './types.ts';

export const commonSections: CommonSections = {
  howItWorks: {
    title: 'So funktioniert die Prüfung',
    intro:
      'Drei Schritte, keine Technikkenntnisse nötig. Sie schildern uns, was Sie beunruhigt, und wir kümmern uns um die Recherche.',
    steps: [
      {
        title: 'Auftrag erteilen und Fall schildern',
        text: 'Sie nennen uns Name oder Benutzername, die Plattform und Ihren Verdacht und laden Fotos oder Bildschirmfotos hoch. Nach der Zahlung beginnt die Arbeit an Ihrem Fall.',
      },
      {
        title: 'Unser Team recherchiert von Hand',
        text: 'Ein Mitglied unseres Teams durchsucht öffentliche Quellen, gleicht Bilder ab und prüft jede Angabe auf Widersprüche. Die Person selbst wird dabei nicht kontaktiert.',
      },
      {
        title: 'Erst die Rechnung, dann das Ergebnis',
        text: 'Die Rechnung kommt wenige Minuten nach der Zahlung per E-Mail. Das Ergebnis folgt in der Regel innerhalb von 24–48 Stunden: Wir schicken Ihnen eine E-Mail mit einem Link zu Ihrer persönlichen Statusseite. Dort laden Sie den Ergebnisbericht mit allen Fundstellen herunter.',
      },
    ],
  },
  whyUs: {
    title: 'Warum Echtcheck',
    intro:
      'Ein Verdacht kann sehr belastend sein. Deshalb setzen wir auf sorgfältige Arbeit, Diskretion und klare Worte.',
    items: [
      {
        title: 'Menschen statt Automatik',
        text: 'Jeden Fall bearbeitet ein Mitglied unseres Teams, das die Quellen selbst sichtet und bewertet. Keine Software entscheidet über Ihr Ergebnis.',
      },
      {
        title: 'Ehrliche Einschätzung',
        text: 'Wir schreiben auf, was wir gefunden haben und welche Fragen offenbleiben. Eine Sicherheit, die es nicht gibt, versprechen wir nicht.',
      },
      {
        title: 'Bekannte Maschen im Blick',
        text: 'Wir kennen die gängigen Maschen, die typischen Fotoquellen und die Ausreden von Betrügern und prüfen jeden Fall auf diese Muster.',
      },
      {
        title: 'Schnelle Antworten',
        text: 'Fragen zu Ihrem Auftrag beantwortet unser Support innerhalb von 24 Stunden – schriftlich und in verständlichem Deutsch.',
      },
      {
        title: 'Einfach für jeden',
        text: 'Sie brauchen weder Fachwissen noch besondere Programme. Ein paar Bildschirmfotos und Ihre eigene Schilderung genügen uns.',
      },
    ],
  },
  exampleCases: {
    title: 'Beispielfälle: So kann eine Prüfung helfen',
    note: 'Die folgenden Schilderungen sind keine Kundenbewertungen und stammen nicht von Kundinnen oder Kunden. Wir haben sie zur Veranschaulichung nach typischen Maschen zusammengestellt; sie beschreiben keine bestimmten Aufträge oder Personen.',
    label: 'Beispiel, zur Veranschaulichung zusammengestellt',
    items: [
      {
        title: 'Die Zollgebühr für den Ingenieur auf der Bohrinsel',
        service: 'romance-scam',
        story:
          'Eine Frau Anfang sechzig schreibt seit zwei Monaten täglich mit einem Mann, der angeblich als Ingenieur auf einer Bohrinsel arbeitet. Dann braucht er plötzlich Geld für Zollgebühren. Die Prüfung findet seine Fotos unter dem Namen eines Zahnarztes aus Kanada. Die Frau überweist nichts und erstattet Anzeige.',
      },
      {
        title: 'Dieselben Fotos unter drei Namen',
        service: 'dating-app',
        story:
          'Ein Mann Ende vierzig lernt auf Bumble eine Frau kennen, die sofort zu WhatsApp wechseln möchte und für Videoanrufe nie Zeit hat. Die Prüfung zeigt, dass dieselben Bilder unter drei verschiedenen Namen auf anderen Plattformen verwendet werden. Er meldet das Profil und beendet den Kontakt.',
      },
      {
        title: 'Öffentliche Angaben, die zur Geschichte passen',
        service: 'social-media',
        story:
          'Eine Frau Ende fünfzig ist unsicher, ob ihr Kontakt auf Facebook wirklich der Witwer aus Bremen ist, als der er sich vorgestellt hat. Die Recherche findet seinen Namen in einem Vereinsbericht und in älteren Zeitungsartikeln, passend zu seinen Erzählungen. Eine Gewissheit ist das nicht, doch die öffentlichen Angaben widersprechen ihm nicht, und sie verabredet ein erstes Treffen an einem öffentlichen Ort.',
      },
    ],
  },
  guarantees: {
    title: 'Unsere Zusagen',
    items: [
      {
        title: 'Recherche von Hand',
        text: 'Ihren Fall bearbeitet ein erfahrenes Mitglied unseres Teams persönlich, kein automatisches Suchprogramm.',
      },
      {
        title: 'Festpreis ohne Abo',
        text: 'Sie zahlen 39 € inkl. MwSt. pro Prüfung. Es gibt kein Abonnement und keine weiteren Kosten.',
      },
      {
        title: 'Nächste Prüfung kostenlos, wenn es keine Treffer gibt',
        text: noHitsGuarantee,
      },
      {
        title: 'Vertraulich, Falldaten nach 30 Tagen gelöscht',
        text: `Bei uns sehen Ihre Angaben nur unsere angemeldeten Mitarbeitenden; Fotos laden wir für die Bildrückwärtssuche ohne ihre Metadaten bei den Suchdiensten hoch. ${crossCaseText} ${retentionText}`,
      },
    ],
  },
  priceCard: {
    title: 'Profil-Check zum Festpreis',
    features: [
      'Eine Person oder ein Profil pro Auftrag',
      'Recherche von Hand durch unser Team',
      'Bildrückwärtssuche in öffentlichen Quellen',
      'Schriftliche Auswertung mit Fundstellen',
      'Kein Abo, keine Folgekosten',
      'Ohne Treffer: nächste Prüfung kostenlos',
    ],
    deliveryNote: 'Ergebnis in der Regel innerhalb von 24–48 Stunden per E-Mail',
    buttonText: 'Jetzt Profil prüfen lassen',
  },
  faq: {
    title: 'Häufige Fragen',
    items: [
      {
        question: 'Was kostet eine Prüfung, und wie bezahle ich?',
        answer:
          'Jede Prüfung kostet 39 € inklusive 19 % Mehrwertsteuer, für alle unsere Leistungen gleich. Ein Auftrag umfasst eine Person beziehungsweise ein Profil. Es gibt kein Abo und keine versteckten Folgekosten.\n\nSie bezahlen am Ende der Buchung über unseren Zahlungsdienstleister Stripe; welche Zahlungsarten Ihnen offenstehen, sehen Sie von Anfang an in der Buchung. Wir beginnen erst nach Eingang der Zahlung; die Rechnung kommt wenige Minuten später per E-Mail.',
      },
      {
        question: 'Wie lange dauert es, bis ich ein Ergebnis habe?',
        answer:
          'Meist erhalten Sie das Ergebnis innerhalb von 24–48 Stunden, gerechnet ab Zahlung und vollständigen Angaben. Bei aufwendigen Fällen, etwa mit mehreren Plattformen oder fremdsprachigen Quellen, kann es bis zu 72 Stunden dauern. Brauchen wir noch eine Angabe von Ihnen, stellen wir Ihnen eine Rückfrage auf Ihrer Statusseite; bis Ihre Antwort da ist, ruht diese Frist.\n\nHaben Sie zwischendurch eine Frage, antwortet unser Support innerhalb von 24 Stunden.',
      },
      {
        question: 'Welche Angaben brauchen Sie von mir?',
        answer:
          'Mindestens nötig sind der Name oder Benutzername der zu prüfenden Person, die Plattform, auf der Sie Kontakt haben, Fotos (zum Beispiel Bildschirmfotos aus dem Profil) und eine kurze Schilderung, warum Sie misstrauisch sind. Außerdem bestätigen Sie Ihr berechtigtes Interesse an der Prüfung.\n\nHilfreich sind zusätzlich ein Link zum Profil, Telefonnummern, E-Mail-Adressen und Auszüge aus dem Chat. Je mehr wir wissen, desto gezielter können wir suchen. Jede Datei darf bis zu 50 MB groß sein.',
      },
      {
        question: 'Erfährt die zu prüfende Person von der Prüfung?',
        answer:
          'Nein. Wir recherchieren ausschließlich in öffentlich zugänglichen Quellen und nehmen keinen Kontakt zu der Person auf – weder per Nachricht noch per Anruf oder Freundschaftsanfrage.\n\nDen Link zu Ihrem Ergebnis schicken wir nur an Ihre E-Mail-Adresse. Was Sie mit dem Ergebnisbericht tun, entscheiden allein Sie.',
      },
      {
        question: 'Was passiert, wenn die Prüfung ohne Treffer bleibt?',
        answer: `${noHitsDefinition} Im Ergebnisbericht nennen wir jeden Rechercheschritt mit Datum und den durchsuchten Quellen, damit Sie sehen, wo wir gesucht haben.\n\nWichtig: ${noHitsLimits[0]} ${noHitsLimits[1]}\n\n${noHitsGuarantee} Den Gutscheincode schicken wir Ihnen mit dem Ergebnis per E-Mail, zum Beispiel für die Prüfung eines anderen Kontakts.`,
      },
      {
        question: 'Ist eine solche Prüfung erlaubt?',
        answer:
          'Ja, wenn Sie ein berechtigtes Interesse haben. Das ist etwa der Fall, wenn Sie sich vor Betrug schützen wollen, einen Liebesbetrug befürchten oder vermuten, dass jemand Ihre Identität oder Ihre Fotos missbraucht. Diesen Grund bestätigen Sie bei der Buchung.\n\nPrüfungen aus bloßer Neugier, zur Überwachung von Partnern oder Ex-Partnern, für Adresshandel oder zu diskriminierenden Zwecken lehnen wir ab. Was erlaubt ist und was nicht, erklärt ausführlich unsere Seite „Berechtigtes Interesse“.\n\nDiese Antwort ist eine allgemeine Information und keine Rechtsberatung.',
      },
      {
        question: 'Was geschieht mit meinen Daten?',
        answer: `Ihre Angaben und die Daten der zu prüfenden Person verarbeiten wir nur, um Ihren Auftrag zu erledigen. Gespeichert wird auf Servern in Deutschland.\n\n${retentionText}`,
      },
      {
        question: 'Kann ich meine Buchung widerrufen?',
        answer:
          'Als Verbraucherin oder Verbraucher haben Sie ein Widerrufsrecht von 14 Tagen. Weil wir Ihr Ergebnis in der Regel innerhalb von 24–48 Stunden liefern, also lange vor Ablauf dieser Frist, beginnen wir sofort nach der Zahlung. Im Bestellvorgang verlangen Sie deshalb ausdrücklich, dass wir vor Ablauf der Widerrufsfrist mit der Prüfung beginnen, und bestätigen, dass Ihr Widerrufsrecht erlischt, sobald wir die Prüfung vollständig erbracht haben. Ohne diese Bestätigung ist eine Buchung nicht möglich.\n\nWiderrufen Sie, während wir noch arbeiten, zahlen Sie einen anteiligen Betrag für die bis dahin geleistete Arbeit. Liegt Ihr Ergebnis vor, ist ein Widerruf nicht mehr möglich. Den Widerruf erklären Sie über die Schaltfläche „Vertrag widerrufen“ auf unserer Website. Alle Einzelheiten stehen in unserer Widerrufsbelehrung.',
      },
    ],
  },
  footer: {
    tagline: 'Echtcheck prüft Online-Kontakte von Hand, damit Sie wissen, woran Sie sind.',
    disclaimer:
      'Echtcheck ist keine Detektei und keine Behörde, hat keine polizeilichen Befugnisse und bietet keine Rechtsberatung. Unsere Recherche beschränkt sich auf öffentlich zugängliche Quellen.',
  },
};
