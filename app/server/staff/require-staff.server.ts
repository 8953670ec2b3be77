// Guard for staff-only pages and endpoints (DESIGN.md point 4). Staff sign-in (better-auth,
// database sessions) comes with the staff issue; until then no request carries a staff session,
// so every staff-only page answers 401 for everyone.
import { data } from 'react-router';

export interface StaffUser {
  id: string;
  email: string;
  name: string;
}

export async function getStaffUser(_request: Request): Promise<StaffUser | null> {
  return null;
}

export async function requireStaff(request: Request): Promise<StaffUser> {
  const user = await getStaffUser(request);
  if (!user) {
    throw data(
      { message: 'Diese Seite ist nur für angemeldete Mitarbeiterinnen und Mitarbeiter zugänglich.' },
      { status: 401 },
    );
  }
  return user;
}
