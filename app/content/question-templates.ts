// Templates for the common Rückfragen (issue 39): the case page's ask form offers them in a list; the
// chosen one fills the text field, where staff adapt it before sending. Formal "Sie", written for
// the customer; each ends with what she should send. `wantsFiles` ticks "Dateien anfordern".

export interface QuestionTemplate {
  key: string;
  /** The list's label (staff read it). */
  label: string;
  /** The question as the customer reads it. */
  text: string;
  wantsFiles: boolean;
}

export const questionTemplates: readonly QuestionTemplate[] = [
  {
    key: 'profile-link',
    label: 'Link zum Profil',
    text: 'Damit wir das richtige Profil prüfen, benötigen wir den vollständigen Link (die Internetadresse) zum Profil der Person. Sie finden ihn in der App meist unter „Profil teilen“ oder „Link kopieren“. Bitte fügen Sie den Link in das Antwortfeld ein.',
    wantsFiles: false,
  },
  {
    key: 'chat-before-money',
    label: 'Chatverlauf vor der Geldforderung',
    text: 'Bitte senden Sie uns den Chatverlauf aus der Zeit, bevor die Person Sie um Geld gebeten hat: am besten als Bildschirmfotos oder als Export aus der App (TXT- oder PDF-Datei). Besonders wichtig sind die ersten Nachrichten und die Nachricht mit der Bitte um Geld.',
    wantsFiles: true,
  },
  {
    key: 'payment',
    label: 'Bank und Zahlungsweg',
    text: 'Haben Sie der Person bereits Geld gesendet? Wenn ja, teilen Sie uns bitte mit, wie Sie bezahlt haben (zum Beispiel Überweisung, PayPal, Gutscheinkarten oder Kryptowährung), an welche Bank oder welchen Empfänger das Geld ging und wann. Die Kontonummer (IBAN) oder die Empfängeradresse hilft uns bei der Recherche; ein Bildschirmfoto der Zahlung genügt.',
    wantsFiles: true,
  },
  {
    key: 'profile-screenshots',
    label: 'Bildschirmfotos des Profils',
    text: 'Bitte senden Sie uns Bildschirmfotos des Profils: die Profilseite mit Name und Profilbild, weitere Fotos der Person und, falls vorhanden, die Angaben zu Wohnort, Beruf oder Alter. So können wir die Bilder auch dann prüfen, wenn das Profil inzwischen gelöscht oder verändert wurde.',
    wantsFiles: true,
  },
  {
    key: 'other-contact',
    label: 'Weitere Kontaktdaten',
    text: 'Hat Ihnen die Person weitere Kontaktdaten genannt, etwa eine Telefonnummer, eine E-Mail-Adresse oder einen Benutzernamen in einer anderen App (zum Beispiel WhatsApp, Telegram oder Instagram)? Bitte schreiben Sie uns alle Angaben, die Sie haben.',
    wantsFiles: false,
  },
];

export function questionTemplate(key: string): QuestionTemplate | undefined {
  return questionTemplates.find((template) => template.key === key);
}
