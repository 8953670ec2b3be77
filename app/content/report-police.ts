// The online police station of each Land for the result report (report-guides.ts has the platforms,
// the DSA statement and the helplines). Checked on 2026-12-06 against stored copies of public pages, to
// be rechecked once a year and whenever a Land announces a new address; where no official page
// confirmed a deep link, the entry carries the confirmed address (the site's root), never a guess.
//
// Background (2026-12-06): since 2023 many Länder have moved their online police station onto the common
// portal https://portal.onlinewache.polizei.de (press release LKA Thüringen, 20.10.2023: "zentrale,
// digitale Anlaufstelle", one chooses the Land's service there; Polizei Sachsen: "über die neue
// Onlineplattform auch direkt die Onlinewachen der anderen Bundesländer"). Several Länder keep their
// own address in front of it; the addresses below are the ones the Länder themselves publish.
import { germanStates, type ResidenceKey, type StateKey } from '#app/lib/residence.ts';

export interface PoliceStation {
  state: StateKey;
  stateName: string;
  /** e.g. "Onlinewache der Polizei Hamburg", "Internetwache der Polizei Berlin", "E-Revier der Polizei Sachsen-Anhalt" — the Land's own name for it */
  name: string;
  /** https URL of the Land's online police station (where one files a complaint online) */
  url: string;
}

/** The common entry page of the Länder's online police stations. */
const COMMON_PORTAL_URL = 'https://portal.onlinewache.polizei.de/';

const stationsByState: Record<StateKey, { name: string; url: string }> = {
  // Press release of the Land (baden-wuerttemberg.de, "Neue Onlinewache der Polizei geht in Betrieb")
  // and mein-stuttgart.com: "über www.polizei-bw.de/onlinewache erreichbar".
  BW: { name: 'Onlinewache der Polizei Baden-Württemberg', url: 'https://www.polizei-bw.de/onlinewache/' },
  // BR24 (2022): "Den Link zur Online-Anzeige gibt es auf der Homepage der Bayerischen Polizei";
  // launch press release 2018: "Eingabemasken unter www.polizei.bayern.de". Deep link not confirmed.
  BY: { name: 'Online-Anzeige der Bayerischen Polizei', url: 'https://www.polizei.bayern.de/' },
  // Berliner Morgenpost: "Unter der Adresse www.internetwache-polizei-berlin.de können Bürger online
  // Strafanzeige erstatten"; the name "Internetwache" in press reports up to 2022.
  BE: { name: 'Internetwache der Polizei Berlin', url: 'https://www.internetwache-polizei-berlin.de/' },
  // Zentraldienst der Polizei Brandenburg: "Internetwache der Polizei Brandenburg – das zentrale
  // Informations- und Serviceangebot" (the police's web portal itself, with the online complaint);
  // site root polizei.brandenburg.de confirmed, the complaint form's own path not.
  BB: { name: 'Internetwache der Polizei Brandenburg', url: 'https://polizei.brandenburg.de/' },
  // Polizei Bremen (spot-bremen.de interview with the press office): since 26.04.2023 on the
  // "bundesländerübergreifende Onlinewache", i.e. the common portal; choose Bremen there.
  HB: { name: 'Onlinewache der Polizei Bremen', url: COMMON_PORTAL_URL },
  // Hamburger Abendblatt and Innenbehörde: "www.onlinewache.hamburg.de" (address still given in 2018).
  HH: { name: 'Onlinewache der Polizei Hamburg', url: 'https://www.onlinewache.hamburg.de/' },
  // Hessisches Landeskriminalamt (Onlinewache in Leichter Sprache): "https://onlinewache.polizei.hessen.de".
  HE: { name: 'Onlinewache der Polizei Hessen', url: 'https://onlinewache.polizei.hessen.de/' },
  // Innenministerium MV (NDR, Welt, 05.02.2023): "unter www.polizei.mvnet.de/onlinewache/ erreichbar".
  MV: { name: 'Onlinewache der Polizei Mecklenburg-Vorpommern', url: 'https://www.polizei.mvnet.de/onlinewache/' },
  // Runderlass "Onlinewache der Polizei Niedersachsen" (ab 01.07.2024): "unter einem zentralen Portal
  // (https://portal.onlinewache.polizei.de)"; Niedersachsen moved onto it in May 2024.
  NI: { name: 'Onlinewache der Polizei Niedersachsen', url: COMMON_PORTAL_URL },
  // Innenministerium NRW (2022): "Unter der neuen Adresse internetwache.polizei.nrw".
  NW: { name: 'Internetwache der Polizei Nordrhein-Westfalen', url: 'https://internetwache.polizei.nrw/' },
  // Polizei Rheinland-Pfalz, page "Onlinewache – Was ist das?" (links the complaint form).
  RP: {
    name: 'Onlinewache der Polizei Rheinland-Pfalz',
    url: 'https://www.polizei.rlp.de/onlinewache/informationen-zur-onlinewache',
  },
  // Innenministerium Saarland (Dezember 2020): "Unter www.onlinewache.saarland.de".
  SL: { name: 'Onlinewache der Polizei Saarland', url: 'https://www.onlinewache.saarland.de/' },
  // Polizei Sachsen, page "Onlinewache der Polizei Sachsen: Anzeige erstatten!" at this address
  // (also given by Polizeidirektion Görlitz).
  SN: { name: 'Onlinewache der Polizei Sachsen', url: 'https://www.polizei.sachsen.de/onlinewache/onlinewache.aspx' },
  // The Land calls it "Elektronisches Polizeirevier, kurz E-Revier" (Innenministerium, MDR 2022).
  // Its own address was not confirmed; the Landespolizei's site root is.
  ST: { name: 'E-Revier der Polizei Sachsen-Anhalt', url: 'https://polizei.sachsen-anhalt.de/' },
  // Landespolizei Schleswig-Holstein on schleswig-holstein.de: "Diese ist Tag und Nacht unter
  // folgendem Link zu erreichen: https://www.schleswig-holstein.de/onlinewache".
  SH: {
    name: 'Onlinewache der Landespolizei Schleswig-Holstein',
    url: 'https://www.schleswig-holstein.de/onlinewache',
  },
  // LKA Thüringen (20.10.2023): the Thüringer Polizei's Onlinewache moved to the common portal and
  // "ist unter der Adresse https://portal.onlinewache.polizei.de über das Portal erreichbar".
  TH: { name: 'Onlinewache der Thüringer Polizei', url: COMMON_PORTAL_URL },
};

/** All 16, in germanStates order (for tests and the docs). */
export const policeStations: readonly PoliceStation[] = germanStates.map(({ key, name }) => ({
  state: key,
  stateName: name,
  ...stationsByState[key],
}));

/** The Land's online police station for a stored checkout answer ('BW' … 'TH'); null for 'abroad', null, or unknown keys. */
export function policeStationFor(residence: string | null | undefined): PoliceStation | null {
  const abroad: ResidenceKey = 'abroad';
  if (!residence || residence === abroad) return null;
  return policeStations.find((station) => station.state === residence) ?? null;
}

/** Fallback when the Land is unknown or the person lives abroad: the police's nationwide entry page that links every Land's online station. { name, url } */
export const POLICE_PORTAL: { name: string; url: string } = {
  name: 'Onlinewache der Polizei (gemeinsames Portal der Länder)',
  url: COMMON_PORTAL_URL,
};
