import { commonSections } from '#app/content/common-sections.ts';
import { PRICE_SHORT } from '#app/lib/services.ts';
import { Logo } from './logo.tsx';

const services = [
  { href: '/fake-profil-hub', label: 'Fake-Profil-Check' },
  { href: '/fake-profile-bilder-hub', label: 'Bildanalyse' },
  { href: '/fake-profil-facebook-herausfinden', label: 'Social-Media-Check' },
  { href: '/fake-profile-erkennen-hub', label: 'Dating-App-Check' },
  { href: '/love-scammer-hub', label: 'Romance-Scam-Check' },
  { href: '/identitaetsdiebstahl', label: 'Identitätsdiebstahl-Check' },
];

const legal = [
  { href: '/impressum', label: 'Impressum' },
  { href: '/datenschutz', label: 'Datenschutz' },
  { href: '/agb', label: 'AGB' },
  { href: '/widerruf', label: 'Widerrufsbelehrung' },
  { href: '/berechtigtes-interesse', label: 'Berechtigtes Interesse' },
  { href: '/barrierefreiheit', label: 'Barrierefreiheit' },
];

const linkClass = 'text-slate-300 underline-offset-4 hover:text-white hover:underline';

function FooterNav({
  title,
  links,
  children,
}: {
  title: string;
  links: readonly { href: string; label: string }[];
  children?: React.ReactNode;
}) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a className={linkClass} href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-1">
          <span className="text-white">
            <Logo tone="dark" />
          </span>
          <p className="mt-4 text-sm">{commonSections.footer.tagline}</p>
          <p className="mt-3 text-slate-300 text-sm">{PRICE_SHORT} pro Prüfung</p>
        </div>
        <FooterNav title="Leistungen" links={services} />
        <FooterNav title="Rechtliches" links={legal} />
        <FooterNav
          title="Service"
          links={[
            { href: '/checkout', label: 'Prüfung beauftragen' },
            { href: '/sitemap', label: 'Sitemap' },
          ]}
        >
          <li>
            <button
              type="button"
              data-cookie-settings=""
              data-early-click="cookie-settings"
              className={`${linkClass} cursor-pointer text-left`}
            >
              Cookie-Einstellungen
            </button>
          </li>
          <li>
            <a className={`${linkClass} font-semibold text-white`} href="/vertrag-widerrufen">
              Vertrag widerrufen
            </a>
          </li>
        </FooterNav>
      </div>
      <div className="border-slate-800 border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-slate-400 text-xs sm:px-6">
          {commonSections.footer.disclaimer} © {new Date().getFullYear()} Echtcheck
        </p>
      </div>
    </footer>
  );
}
