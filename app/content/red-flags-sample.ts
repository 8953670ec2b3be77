// A labelled sample for the red-flag patterns (red-flags.ts): chat lines and suspicion texts as
// customers paste them, German and English, each with the flags a specialist would mark in it. It
// holds positives for every pattern and hard negatives: lines that use the same words harmlessly
// ("ich habe ihr einen Gutschein geschenkt", "WhatsApp-Gruppe der Familie", "mein Cousin ist beim
// Militär"). red-flags.test.ts measures precision and recall on it. Written for the test, from the
// typical scripts of romance, investment and sextortion scams; no real person's messages.
import type { RedFlagKey } from './red-flag-patterns.ts';

export interface LabelledSnippet {
  text: string;
  /** The flags a specialist would mark; empty: nothing stands out. */
  flags: RedFlagKey[];
}

export const redFlagSample: readonly LabelledSnippet[] = [
  // --- Money requests
  { text: 'Schatz, kannst du mir 500 Euro leihen? Ich zahle es dir nächste Woche zurück.', flags: ['money-request'] },
  {
    text: 'Ich schäme mich so, dich zu fragen, aber ich brauche Geld für das Flugticket zu dir.',
    flags: ['money-request'],
  },
  {
    text: 'Überweis mir bitte heute noch das Geld, sonst verliere ich die Wohnung.',
    flags: ['money-request', 'urgency'],
  },
  {
    text: 'Please send me the money through Western Union, my bank card does not work here.',
    flags: ['money-request'],
  },
  { text: 'Could you lend me $800 until my salary arrives? I will pay you back, I promise.', flags: ['money-request'] },
  { text: 'Er wollte, dass ich ihm 2.000 € für die Reparatur seines Autos schicke.', flags: ['money-request'] },
  // --- Gift cards
  {
    text: 'Kauf bitte vier Google-Play-Karten zu je 100 € und schick mir Fotos von den Codes.',
    flags: ['gift-cards', 'money-request'],
  },
  {
    text: 'Geh in den Supermarkt und hol Gutscheine von Amazon, rubbel die Rückseite frei und schick mir den Code.',
    flags: ['gift-cards'],
  },
  { text: 'My phone is broken, can you buy me some iTunes gift cards and send me the codes?', flags: ['gift-cards'] },
  { text: 'Ich brauche Steam-Guthaben, die Paysafecard geht auch.', flags: ['gift-cards'] },
  // --- Crypto
  { text: 'Schick es mir lieber in Bitcoin, hier ist meine Wallet-Adresse.', flags: ['crypto', 'money-request'] },
  {
    text: 'At the Bitcoin ATM near you, deposit the cash and send it to my address.',
    flags: ['crypto', 'money-request'],
  },
  {
    text: 'Kannst du mir die 300 in USDT überweisen? Das geht schneller als die Bank.',
    flags: ['crypto', 'money-request'],
  },
  // --- Urgency and emergencies
  {
    text: 'Es ist ein Notfall, meine Tochter liegt im Krankenhaus und ich kann die Rechnung nicht bezahlen.',
    flags: ['urgency', 'money-request'],
  },
  { text: 'Mein Konto ist gesperrt, ich komme nicht an mein Geld.', flags: ['urgency'] },
  { text: 'I need your help right now, they will not release me without payment.', flags: ['urgency'] },
  {
    text: 'Bitte hilf mir so schnell wie möglich, ich habe keine Zeit mehr und brauche das Geld bis morgen.',
    flags: ['urgency', 'money-request'],
  },
  // --- Off the platform
  { text: 'Ich bin hier selten online, schreib mir lieber auf WhatsApp: +44 7700 900123', flags: ['off-platform'] },
  { text: 'Lass uns zu Telegram wechseln, die App hier löscht ständig Nachrichten.', flags: ['off-platform'] },
  { text: 'Add me on WhatsApp, I rarely check this app.', flags: ['off-platform'] },
  { text: 'Gib mir deine Nummer, dann melde ich mich bei Signal.', flags: ['off-platform'] },
  // --- Early declarations of love
  { text: 'Wir schreiben erst seit drei Tagen, aber ich liebe dich schon jetzt.', flags: ['early-love'] },
  { text: 'Du bist meine Seelenverwandte, Gott hat uns zusammengeführt.', flags: ['early-love'] },
  { text: 'You are the love of my life, I want to marry you as soon as I am back.', flags: ['early-love'] },
  // --- A job abroad
  {
    text: 'Ich bin Soldat und zurzeit im Einsatz in Syrien, deshalb kann ich nicht telefonieren.',
    flags: ['abroad-job'],
  },
  {
    text: 'I work as an engineer on an oil rig in the North Sea, the internet is bad out here.',
    flags: ['abroad-job'],
  },
  { text: 'Ich arbeite als Ärztin für die UN-Mission im Jemen.', flags: ['abroad-job'] },
  { text: 'I am a US Army captain stationed in Afghanistan.', flags: ['abroad-job'] },
  // --- Customs and parcel fees
  {
    text: 'Das Paket mit deinem Geschenk hängt beim Zoll fest, du musst nur 350 € Gebühr bezahlen.',
    flags: ['customs-fees', 'money-request'],
  },
  {
    text: 'The courier company says the package is held until the customs clearance fee is paid.',
    flags: ['customs-fees'],
  },
  { text: 'Der Diplomat mit meinem Koffer braucht noch die Freigabegebühr.', flags: ['customs-fees'] },
  // --- Investment platforms
  {
    text: 'Mein Onkel ist Analyst, mit seiner Trading-Plattform habe ich 30 % Rendite im Monat gemacht.',
    flags: ['investment'],
  },
  {
    text: 'Invest just 1000 USDT on this platform, the profits are guaranteed.',
    flags: ['investment', 'crypto'],
  },
  { text: 'Ich zeige dir, wie du mit Krypto-Trading passives Einkommen aufbaust.', flags: ['investment'] },
  // --- Intimate photos
  { text: 'Schick mir ein Nacktfoto von dir, nur für mich.', flags: ['intimate-photos'] },
  { text: 'Send me some sexy pics of you, baby.', flags: ['intimate-photos'] },
  { text: 'Zeig mir ein Foto von dir in Unterwäsche.', flags: ['intimate-photos'] },
  // --- ID copies and bank data
  {
    text: 'Für die Überweisung brauche ich ein Foto deines Personalausweises, Vorder- und Rückseite.',
    flags: ['id-copies'],
  },
  { text: 'Send me a copy of your passport so my lawyer can prepare the papers.', flags: ['id-copies'] },
  { text: 'Gib mir deine Kreditkartennummer, dann buche ich den Flug für uns.', flags: ['id-copies'] },

  // --- Hard negatives: the same words, harmless
  { text: 'Ich habe ihr zum Geburtstag einen Gutschein geschenkt.', flags: [] },
  { text: 'Ich habe ihr einen Gutschein geschenkt, sie hat sich gefreut.', flags: [] },
  { text: 'Das Foto hat sie in die WhatsApp-Gruppe der Familie gestellt.', flags: [] },
  { text: 'Mein Cousin ist beim Militär, er hat mir ein paar Tipps zur Fitness gegeben.', flags: [] },
  { text: 'Ich liebe dieses Lied, hör es dir mal an.', flags: [] },
  { text: 'Meine Mutter sagt am Telefon immer: ich hab dich lieb.', flags: [] },
  { text: 'Ich investiere viel Zeit in meinen Garten.', flags: [] },
  { text: 'Ich habe das Paket bei der Post abgeholt, es war schon zugestellt.', flags: [] },
  { text: 'Mein Reisepass ist abgelaufen, ich muss ihn beim Amt verlängern.', flags: [] },
  { text: 'Ich muss dringend zum Zahnarzt, der Termin ist morgen früh.', flags: [] },
  { text: 'Mein Bruder hat mir das Geld für die Reise geliehen.', flags: [] },
  { text: 'Wir waren im Urlaub am Strand, hier ein Foto von mir im Bikini.', flags: [] },
  { text: 'Ich arbeite als Ärztin in einer Praxis in Köln.', flags: [] },
  { text: 'I read about Bitcoin in the news today, the price is crazy.', flags: [] },
  { text: 'Mein Vater war früher Soldat in Afghanistan.', flags: [] },
  { text: 'Ich verdiene gutes Geld als Elektriker.', flags: [] },
  { text: 'Bei Rossmann gab es einen Gutschein mit 10 % Rabatt, den habe ich eingelöst.', flags: [] },
  { text: 'Did you get my photos from the trip? The beach was beautiful.', flags: [] },
  { text: 'Ich habe die Miete heute überwiesen, alles erledigt.', flags: [] },
  { text: 'Kannst du mir das Rezept für den Kuchen schicken? Der war so lecker.', flags: [] },
  { text: 'Ich habe meinen Führerschein verloren und muss einen neuen beantragen.', flags: [] },
  { text: 'Er hat mir erzählt, dass er Ingenieur bei Siemens in München ist.', flags: [] },
  { text: 'Das ist ein gutes Signal, lass uns am Samstag einen Kaffee trinken.', flags: [] },
];
