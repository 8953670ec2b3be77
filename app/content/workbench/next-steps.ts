import type { NextStep } from './types.ts';

// ---------------------------------------------------------------------------------------------
// Next steps
//
// defaultFor preselects the steps that fit a verdict (staff change the choice): for "wahrscheinlich
// gefälscht" stopping payments, no money or documents, evidence, reporting and blocking, the police
// and, where photos or a name were misused, removal, warning contacts and securing accounts; for
// "unklar" no money or documents, evidence, a video call and caution; for "wahrscheinlich echt" caution
// with later requests for money, documents or codes. The identity-theft check has no contact person
// to call or to be cautious with: there the SCHUFA data copy is preselected for every verdict. Every
// verdict has at least one preselected step in every service (app/content/workbench.test.ts).
// ---------------------------------------------------------------------------------------------

export const nextSteps: NextStep[] = [
  {
    key: 'stop-payments',
    label: 'Zahlungen stoppen, Bank informieren',
    reportText:
      'Wir empfehlen, keine weiteren Zahlungen zu leisten und Ihre Bank umgehend zu informieren, falls bereits Geld geflossen ist.',
    defaultFor: ['likely-fake'],
  },
  {
    key: 'no-money-gift-cards-crypto',
    label: 'Kein Geld, keine Gutscheinkarten, keine Kryptowährung senden',
    reportText:
      'Wir empfehlen, der Person kein Geld zu überweisen und keine Gutscheinkarten oder Kryptowährung zu schicken, auch nicht bei dringenden Bitten.',
    services: ['fake-profile', 'image-check', 'social-media', 'dating-app', 'romance-scam', 'general'],
    defaultFor: ['likely-fake', 'unclear'],
  },
  {
    key: 'no-documents',
    label: 'Keine Ausweiskopien, Codes oder intimen Fotos senden',
    reportText: 'Wir empfehlen, keine Ausweiskopien, Bankdaten, Bestätigungscodes oder intimen Fotos zu verschicken.',
    defaultFor: ['likely-fake', 'unclear'],
  },
  {
    key: 'save-evidence',
    label: 'Beweise sichern',
    reportText:
      'Wir empfehlen, Profil, Chats und Zahlungsbelege mit Datum als Bildschirmfotos zu sichern, bevor Sie das Profil melden oder den Kontakt blockieren.',
    defaultFor: ['likely-fake', 'unclear'],
  },
  {
    key: 'report-and-block',
    label: 'Profil melden, Kontakt blockieren',
    reportText:
      'Wir empfehlen, das Profil nach der Sicherung über die Meldefunktion der Plattform zu melden und den Kontakt danach zu blockieren.',
    defaultFor: ['likely-fake'],
  },
  {
    key: 'police-report',
    label: 'Anzeige bei der Polizei erstatten',
    reportText:
      'Wir empfehlen, Anzeige bei der Polizei zu erstatten, auf jeder Dienststelle oder über die Onlinewache Ihres Bundeslandes, und die gesicherten Unterlagen beizufügen.',
    defaultFor: ['likely-fake'],
  },
  {
    key: 'secure-accounts',
    label: 'Passwörter ändern, Zwei-Faktor-Authentifizierung einschalten',
    reportText:
      'Wir empfehlen, zuerst das Passwort Ihres E-Mail-Postfachs und danach die Passwörter Ihrer übrigen Konten zu ändern und überall die Zwei-Faktor-Authentifizierung einzuschalten.',
    services: ['identity-theft', 'social-media', 'general'],
    defaultFor: ['likely-fake'],
  },
  {
    key: 'request-photo-removal',
    label: 'Entfernung der eigenen Fotos beantragen',
    reportText:
      'Sind Ihre eigenen Fotos betroffen, empfehlen wir, die Plattform über ihren Meldeweg für Konten, die sich als eine andere Person ausgeben, um Entfernung zu bitten.',
    services: ['identity-theft', 'image-check', 'social-media'],
    defaultFor: ['likely-fake'],
  },
  {
    key: 'warn-contacts',
    label: 'Kontakte vor dem falschen Profil warnen',
    reportText:
      'Wir empfehlen, Ihre Kontakte mit einer kurzen Nachricht vor dem falschen Profil zu warnen und sie zu bitten, es ebenfalls zu melden.',
    services: ['identity-theft', 'social-media'],
    defaultFor: ['likely-fake'],
  },
  {
    key: 'credit-agency-copy',
    label: 'Datenkopie bei der SCHUFA anfordern',
    reportText:
      'Wir empfehlen, bei der SCHUFA und anderen Auskunfteien eine kostenlose Datenkopie anzufordern, um fremde Verträge oder Anfragen auf Ihren Namen zu erkennen.',
    services: ['identity-theft'],
    defaultFor: ['likely-fake', 'unclear', 'likely-genuine'],
  },
  {
    key: 'beware-recovery-offers',
    label: 'Vor Angeboten zur Geldrückholung warnen',
    reportText:
      'Wir empfehlen, Angeboten zu misstrauen, die gegen Vorkasse die Rückholung Ihres Geldes versprechen, denn dahinter steckt häufig eine weitere Betrugsmasche.',
    services: ['romance-scam', 'dating-app', 'fake-profile', 'general'],
    defaultFor: ['likely-fake'],
  },
  {
    key: 'consumer-advice',
    label: 'Verbraucherzentrale nennen',
    reportText:
      'Bei Fragen zu Verträgen, Abos oder Zahlungen ist die Verbraucherzentrale Ihres Bundeslandes eine gute Anlaufstelle.',
  },
  {
    key: 'trusted-person',
    label: 'Mit einer Vertrauensperson sprechen',
    reportText:
      'Wir empfehlen, mit einem Menschen Ihres Vertrauens über den Kontakt zu sprechen, denn Sie müssen damit nicht allein bleiben.',
  },
  {
    key: 'victim-support',
    label: 'Opfer-Telefon des Weissen Rings nennen',
    reportText:
      'Beratung und Beistand für Betroffene bietet das Opfer-Telefon des Weissen Rings kostenlos unter 116 006.',
  },
  {
    key: 'video-call',
    label: 'Um einen kurzen Videoanruf bitten',
    reportText:
      'Wir empfehlen, die Person um einen kurzen Videoanruf zu bitten, bevor Sie ihr weiter vertrauen, und auf Ausreden wie eine kaputte Kamera oder ein schlechtes Netz zu achten.',
    services: ['fake-profile', 'image-check', 'social-media', 'dating-app', 'romance-scam', 'general'],
    defaultFor: ['unclear'],
  },
  {
    key: 'stay-cautious',
    label: 'Bei Bitten um Geld, Unterlagen oder Codes vorsichtig bleiben',
    reportText:
      'Wir empfehlen, auch weiterhin vorsichtig zu bleiben und Bitten um Geld, persönliche Unterlagen oder Bestätigungscodes nicht ungeprüft zu erfüllen, wie vertrauenswürdig der Kontakt auch wirkt.',
    services: ['fake-profile', 'image-check', 'social-media', 'dating-app', 'romance-scam', 'general'],
    defaultFor: ['unclear', 'likely-genuine'],
  },
];
