// Header rules (spec §2 "Global behaviour"): transparent on /, admin under /conan, default elsewhere;
// the site header (logo linking home) is shown on every route except the staff area (/conan and
// /test-email, which has the staff header instead).
export type HeaderVariant = 'transparent' | 'admin' | 'default';

export function isStaffPath(pathname: string): boolean {
  return pathname === '/conan' || pathname.startsWith('/conan/') || pathname === '/test-email';
}

export function headerVariant(pathname: string): HeaderVariant {
  if (pathname === '/') return 'transparent';
  if (isStaffPath(pathname)) return 'admin';
  return 'default';
}

export function showsSiteHeader(pathname: string): boolean {
  return !isStaffPath(pathname);
}
