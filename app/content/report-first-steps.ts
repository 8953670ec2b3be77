import {
  BANK_PAYMENTS,
  bullets,
  type GuideBlock,
  type GuideSection,
  isRelative,
  p,
  type ReaderFacts,
} from './report-guide-shapes.ts';
import { CARD_BLOCK } from './report-guides.ts';

function moneyTitle(facts: ReaderFacts): string {
  const r = isRelative(facts);
  const paid = facts.payments;
  if (paid.length === 0)
    return r
      ? 'Ist schon Geld geflossen? Dann jetzt die Bank anrufen'
      : 'Haben Sie schon Geld gezahlt? Dann rufen Sie jetzt Ihre Bank an';
  if (paid.includes('none')) return 'Zahlen Sie nichts und brechen Sie den Kontakt ab';
  if (paid.some((key) => BANK_PAYMENTS.includes(key)))
    return r ? 'Rufen Sie jetzt mit der betroffenen Person deren Bank an' : 'Rufen Sie jetzt Ihre Bank an';
  if (paid.includes('gift-cards')) return 'Lassen Sie jetzt die Gutscheinkarten sperren';
  return 'Sichern Sie jetzt die Zahlungsdaten und zahlen Sie nichts mehr';
}

/** "wahrscheinlich gefälscht": the money first, then the contact. */
export function fakeFirstStep(facts: ReaderFacts): GuideSection {
  const r = isRelative(facts);
  const paid = facts.payments;
  const blocks: GuideBlock[] = [];
  const bank = r ? 'deren Bank' : 'Ihre Bank';
  if (paid.includes('none')) {
    blocks.push(
      p(
        r
          ? 'Nach Ihren Angaben hat die betroffene Person bisher kein Geld gezahlt. Das ist die beste Ausgangslage. Wichtig ist jetzt, dass es so bleibt: kein Geld, keine Gutscheincodes, keine Kryptowährung, keine Kopien von Ausweis oder Bankkarte und keine Bestätigungscodes aus SMS – auch nicht für einen angeblichen Notfall.'
          : 'Nach Ihren Angaben haben Sie bisher kein Geld gezahlt. Das ist die beste Ausgangslage. Wichtig ist jetzt, dass es so bleibt: kein Geld, keine Gutscheincodes, keine Kryptowährung, keine Kopien von Ausweis oder Bankkarte und keine Bestätigungscodes aus SMS – auch nicht für einen angeblichen Notfall.',
      ),
    );
  }
  if (paid.length === 0 || paid.includes('transfer') || paid.includes('unknown') || paid.includes('other')) {
    const lead =
      paid.length === 0
        ? r
          ? `Hat die betroffene Person der geprüften Person schon Geld überwiesen, rufen Sie gemeinsam mit ihr jetzt ${bank} an, am besten noch heute.`
          : 'Haben Sie der geprüften Person schon Geld überwiesen, rufen Sie jetzt Ihre Bank an, am besten noch heute.'
        : paid.includes('unknown')
          ? r
            ? `Auch wenn Sie nicht wissen, ob schon Geld geflossen ist: Rufen Sie gemeinsam mit der betroffenen Person jetzt ${bank} an und gehen Sie die Umsätze der letzten Wochen durch.`
            : 'Auch wenn Sie nicht sicher wissen, ob schon Geld geflossen ist: Rufen Sie jetzt Ihre Bank an und gehen Sie mit ihr die Umsätze der letzten Wochen durch.'
          : r
            ? `Rufen Sie gemeinsam mit der betroffenen Person jetzt ${bank} an, am besten noch heute, bevor Sie den Rest dieses Ergebnisberichts lesen.`
            : 'Rufen Sie jetzt Ihre Bank an, am besten noch heute, bevor Sie den Rest dieses Ergebnisberichts lesen.';
    blocks.push(
      p(
        `${lead} Sagen Sie, dass es sich um einen Betrugsverdacht handelt, nennen Sie Datum, Betrag und IBAN des Empfängers und bitten Sie darum, die Zahlung zurückzurufen und die Bank des Empfängers sofort zu verständigen.`,
      ),
      p(
        'Ehrlich gesagt: Eine Überweisung lässt sich nicht mehr widerrufen, sobald die eigene Bank sie erhalten hat (§ 675p BGB), und eine Echtzeitüberweisung ist innerhalb von Sekunden auf dem Empfängerkonto. Zurückholen lässt sich das Geld dann nur, wenn die Bank des Empfängers mitwirkt und das Geld noch auf dem Konto liegt. Eine Zusage, dass es zurückkommt, kann niemand geben – aber je früher die Bank des Empfängers Bescheid weiß, desto eher ist noch etwas zu retten.',
      ),
    );
  }
  if (paid.includes('card')) {
    blocks.push(
      p(
        `${r ? 'Hat die betroffene Person mit Karte gezahlt oder Kartendaten weitergegeben' : 'Haben Sie mit Karte gezahlt oder Kartendaten weitergegeben'}, lassen Sie die Karte sofort sperren: ${CARD_BLOCK.name} ${CARD_BLOCK.number}. ${CARD_BLOCK.note} Fragen Sie die Bank außerdem, ob sie die Zahlung im Rückbuchungsverfahren (Chargeback) zurückfordern kann; ob das gelingt, hängt vom Einzelfall ab.`,
      ),
    );
  }
  if (paid.includes('gift-cards')) {
    blocks.push(
      p(
        'Rufen Sie den Anbieter der Gutscheinkarten an (die Nummer steht auf der Karte, ihrer Verpackung oder dem Kassenbon) und fragen Sie, ob sich noch nicht eingelöstes Guthaben sperren lässt. Bewahren Sie Karten, Codes und Kassenbons auf: Die Polizei braucht sie.',
      ),
    );
  }
  if (paid.includes('crypto')) {
    blocks.push(
      p(
        'Zahlungen in Kryptowährung lassen sich in aller Regel nicht zurückholen. Lief die Zahlung über eine Handelsplattform, melden Sie den Betrugsverdacht sofort deren Kundendienst. Notieren Sie Wallet-Adressen, Transaktions-IDs und die Tage der Zahlungen für die Anzeige.',
      ),
    );
  }
  if (paid.includes('other')) {
    blocks.push(
      p(
        'Lief eine Zahlung über einen Zahlungsdienst, einen Bargeldtransfer oder ein Paket, melden Sie sie sofort dort und fragen Sie, ob sie sich noch aufhalten lässt.',
      ),
    );
  }
  blocks.push(
    bullets([
      r
        ? 'Die betroffene Person sollte den Kontakt abbrechen, ohne die geprüfte Person vorzuwarnen oder zur Rede zu stellen. Vorher sichert sie die Chats mit Bildschirmfotos, auf denen Datum und Uhrzeit zu sehen sind.'
        : 'Brechen Sie den Kontakt ab, ohne die Person vorzuwarnen oder zur Rede zu stellen. Sichern Sie vorher die Chats mit Bildschirmfotos, auf denen Datum und Uhrzeit zu sehen sind.',
      'Zahlen Sie nichts mehr, auch nicht für angebliche Gebühren, Steuern, Zölle oder eine „Rückholung“ des Geldes: Angebote, verlorenes Geld gegen Vorkasse zurückzuholen, gehören häufig zur selben Masche.',
      r
        ? 'Hat die betroffene Person Passwörter, Ausweiskopien oder Zugangsdaten weitergegeben, sollte sie die Passwörter sofort ändern und die Anzeige bei der Polizei darauf hinweisen.'
        : 'Haben Sie Passwörter, Ausweiskopien oder Zugangsdaten weitergegeben, ändern Sie die Passwörter sofort und weisen Sie in der Anzeige darauf hin.',
    ]),
  );
  return { key: 'first-step', title: moneyTitle(facts), tone: 'urgent', blocks };
}

/** "unklar": what to ask and what not to send before paying anything. */
export function unclearFirstStep(facts: ReaderFacts): GuideSection {
  const r = isRelative(facts);
  const paidSomething = facts.payments.some((key) => key !== 'none' && key !== 'unknown');
  const blocks: GuideBlock[] = [
    p(
      r
        ? 'Unser Ergebnis ist unklar: Die öffentlichen Quellen reichen für eine Einschätzung nicht aus, oder die Hinweise sprechen in beide Richtungen. Solange das so ist, sollte die betroffene Person nichts schicken, was sie nicht zurückbekommt:'
        : 'Unser Ergebnis ist unklar: Die öffentlichen Quellen reichen für eine Einschätzung nicht aus, oder die Hinweise sprechen in beide Richtungen. Solange das so ist, schicken Sie nichts, was Sie nicht zurückbekommen:',
    ),
    bullets([
      'kein Geld, keine Gutscheinkarten und keine Kryptowährung – auch nicht als Darlehen, für einen Notfall, ein Flugticket oder Gebühren;',
      'keine Kopien von Ausweis, Bankkarte oder Kontoauszügen und keine Bestätigungscodes aus SMS;',
      'keine intimen Fotos oder Videos.',
    ]),
    { kind: 'subheading', text: 'Was Sie erfragen können' },
    bullets([
      'einen kurzen Videoanruf, in dem das Gesicht live zu sehen ist, zu einem Zeitpunkt, den Sie vorschlagen;',
      'ein aktuelles Foto mit einer Geste, die Sie vorgeben, etwa mit einem Zettel mit dem heutigen Datum;',
      'Angaben, die sich überprüfen lassen – Arbeitgeber, Wohnort, gemeinsame Bekannte –, und die Sie dann selbst überprüfen.',
    ]),
    p(
      'Weicht die Person immer wieder aus, drängt sie zur Eile oder reagiert sie mit Vorwürfen, ist das ein Warnsignal. Eine ehrliche Person versteht, dass man sich erst kennenlernen möchte, bevor Geld im Spiel ist.',
    ),
  ];
  if (paidSomething) {
    blocks.push(
      p(
        r
          ? 'Nach Ihren Angaben hat die betroffene Person bereits gezahlt. Kommt Ihnen die Sache nicht geheuer vor, sollte sie jetzt mit ihrer Bank sprechen: Eine Zahlung lässt sich, wenn überhaupt, nur kurz danach noch aufhalten.'
          : 'Nach Ihren Angaben haben Sie bereits gezahlt. Kommt Ihnen die Sache nicht geheuer vor, sprechen Sie jetzt mit Ihrer Bank: Eine Zahlung lässt sich, wenn überhaupt, nur kurz danach noch aufhalten.',
      ),
    );
  }
  return { key: 'first-step', title: 'Bevor Sie etwas zahlen oder schicken', tone: 'plain', blocks };
}

/** "wahrscheinlich echt": what was checked and what that does not prove. */
export function genuineFirstStep(facts: ReaderFacts): GuideSection {
  const r = isRelative(facts);
  const blocks: GuideBlock[] = [];
  if (facts.stepsDone.length > 0) {
    blocks.push(
      p('Unser Ergebnis „wahrscheinlich echt“ stützt sich auf diese Schritte:'),
      bullets(facts.stepsDone.map((step) => step.label)),
    );
  }
  blocks.push(
    p('Was das Ergebnis nicht beweist:'),
    bullets([
      r
        ? 'dass die Person, mit der die betroffene Person schreibt, tatsächlich die Inhaberin oder der Inhaber dieses Profils ist: Auch echte Profile werden übernommen oder nachgeahmt;'
        : 'dass die Person, mit der Sie schreiben, tatsächlich die Inhaberin oder der Inhaber dieses Profils ist: Auch echte Profile werden übernommen oder nachgeahmt;',
      'dass die Person ehrlich ist oder es bleibt: Absichten lassen sich in öffentlichen Quellen nicht prüfen;',
      'dass Geld, Ausweiskopien oder Zugangsdaten bei ihr sicher sind: Bittet sie später darum, ist Vorsicht weiterhin richtig.',
    ]),
    p(
      'Deshalb enthält die Beweismappe zu diesem Ergebnis keine Entwürfe für eine Anzeige, eine Meldung an die Plattform oder einen Brief an die Bank.',
    ),
  );
  return { key: 'first-step', title: 'Was wir geprüft haben – und was das nicht beweist', tone: 'plain', blocks };
}
