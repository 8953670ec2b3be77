import type { LandingConfig } from '../types.ts';

export const identitatsdiebstahlStrafe: LandingConfig = {
  slug: 'identitatsdiebstahl-strafe',
  service: 'identitatsdiebstahl-strafe-verfolgung',
  category: 'identity-theft',
  seo: {
    title: 'Identitätsdiebstahl: Anzeige und Strafverfolgung',
    description:
      'Welche Straftatbestände bei Identitätsdiebstahl greifen können, wie Sie Anzeige erstatten und was danach passiert. Allgemein erklärt, ohne Rechtsberatung.',
    keywords: [
      'Identitätsdiebstahl Strafe',
      'Identitätsdiebstahl Strafverfolgung',
      'Identitätsdiebstahl Anzeige erstatten',
      'Strafantrag stellen',
      'Ermittlungsverfahren Ablauf',
      'Identitätsdiebstahl StGB',
    ],
  },
  hero: {
    title: 'Identitätsdiebstahl anzeigen: So läuft die Strafverfolgung',
    subtitle:
      'Was die Polizei mit Ihrer Anzeige macht, was Sie realistisch erwarten können und wie eine sorgfältig dokumentierte Recherche Ihre Unterlagen ergänzt. Allgemeine Information, keine Rechtsberatung.',
    guarantee: 'Ohne Treffer keine Erstattung – dafür ist Ihre nächste Prüfung kostenlos.',
    buttonText: 'Fundstellen dokumentieren lassen',
  },
  article: {
    title: 'Strafverfolgung bei Identitätsdiebstahl',
    subtitle: 'Von der Anzeige bis zum Ende des Verfahrens – allgemein erklärt',
    text: 'Viele Betroffene fragen zuerst, welche Strafe den Tätern droht. Darauf gibt es keine einfache Antwort, weil Identitätsdiebstahl kein eigener Straftatbestand ist. Je nach Vorgehen kommen etwa Ausspähen von Daten (§ 202a StGB), Betrug (§ 263 StGB), Computerbetrug (§ 263a StGB), Fälschung beweiserheblicher Daten (§ 269 StGB) oder Nachstellung (§ 238 StGB) in Betracht. Welche Strafe am Ende verhängt wird, entscheidet ein Gericht im Einzelfall, nach dem Gesetz und den Umständen der Tat.\n\nDer Weg dorthin beginnt mit Ihrer Anzeige. Sie können sie auf jeder Polizeidienststelle, über die Internetwache Ihres Bundeslandes oder schriftlich bei der Staatsanwaltschaft erstatten; Kosten entstehen Ihnen dafür nicht. Schildern Sie die Vorfälle der Reihe nach und legen Sie Belege bei: Bildschirmfotos mit Internetadresse, Briefe, Kontoauszüge, Bestellbestätigungen. Erklären Sie zusätzlich ausdrücklich, dass Sie Strafantrag stellen. Einige der genannten Delikte werden ohne Antrag nur bei besonderem öffentlichem Interesse verfolgt.\n\nNach der Anzeige leitet die Staatsanwaltschaft das Ermittlungsverfahren, die Polizei führt die Ermittlungen. Dazu kann gehören, dass Plattformen, Händler oder Zahlungsdienste um Auskunft gebeten werden, etwa zu Lieferadressen oder Anmeldedaten. Vielleicht werden Sie als Zeugin oder Zeuge befragt. Solche Verfahren dauern häufig Monate. Wird ein Täter ermittelt, entscheidet die Staatsanwaltschaft, ob sie Anklage erhebt. Wird das Verfahren eingestellt, erhalten Sie als Person, die Anzeige erstattet hat, in der Regel eine Mitteilung.\n\nZur Ehrlichkeit gehört: Viele Fälle werden nicht aufgeklärt. Täter nutzen falsche Namen, fremde Konten und Server im Ausland. Die Anzeige lohnt sich trotzdem. Das Aktenzeichen belegt gegenüber Händlern, Inkassobüros und Ihrer Bank, dass Sie selbst Opfer sind und die Bestellung nicht von Ihnen stammt. Außerdem können Ermittler mehrere Anzeigen zusammenführen, wenn dieselbe Masche bei verschiedenen Menschen auftaucht. Ihre Anzeige kann also auch anderen Betroffenen helfen.\n\nAls Verletzte oder Verletzter einer Straftat haben Sie eigene Rechte im Verfahren. Eine Anwältin oder ein Anwalt kann für Sie Akteneinsicht beantragen und erklären, welche Möglichkeiten Sie haben. Wenn Ihnen die Sache zu schaffen macht, können Sie kostenlos mit dem Weissen Ring sprechen (116 006). Dieser Text ersetzt keine Rechtsberatung, er gibt nur einen allgemeinen Überblick. Was wir beitragen: Unsere Spezialistinnen und Spezialisten fassen öffentliche Fundstellen Ihrer Fotos und Ihres Namens in einem Ergebnisbericht zusammen, den Sie der Polizei nachreichen können.',
  },
  categories: [
    {
      title: 'Was in Ihre Anzeige gehört',
      items: [
        'Eine Schilderung aller Vorfälle der Reihe nach',
        'Links und Bildschirmfotos der falschen Profile',
        'Rechnungen, Mahnungen und Kontoauszüge',
        'Ihr ausdrücklicher Strafantrag',
      ],
    },
    {
      title: 'Wie das Verfahren meist abläuft',
      items: [
        'Aufnahme der Anzeige und Vergabe eines Aktenzeichens',
        'Ermittlungen unter Leitung der Staatsanwaltschaft',
        'Auskunftsersuchen an Plattformen und Händler',
        'Anklage oder Einstellung mit Mitteilung an Sie',
      ],
    },
    {
      title: 'Wofür Sie das Aktenzeichen brauchen',
      items: [
        'Widerspruch gegen Forderungen von Händlern',
        'Antworten an Inkassobüros',
        'Gespräche mit Ihrer Bank über fremde Buchungen',
        'Meldungen bei Plattformen und Auskunfteien',
      ],
    },
  ],
  warning: {
    title: 'Was Behörden und Echtcheck jeweils leisten',
    description:
      'Wir sind keine Ermittlungsbehörde und haben keine polizeilichen Befugnisse. Unsere Recherche ergänzt Ihre Anzeige, sie ersetzt sie nicht.',
    left: {
      title: 'Nur die Behörden können',
      items: [
        'Auskünfte von Plattformen und Banken verlangen',
        'Verdächtige vorladen und vernehmen',
        'Durchsuchungen veranlassen',
        'Anklage erheben',
      ],
    },
    right: {
      title: 'Unser Team kann',
      items: [
        'Öffentliche Quellen von Hand durchsuchen',
        'Per Bildrückwärtssuche nach Kopien Ihrer Fotos suchen',
        'Fundstellen mit Link und Datum festhalten',
        'Einen Ergebnisbericht für Ihre Unterlagen liefern',
      ],
    },
  },
};
