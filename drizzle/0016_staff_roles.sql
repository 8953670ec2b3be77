-- Staff roles (decision record 027): 'staff' becomes 'specialist' (Prüfer), and every account that
-- exists before roles are enforced becomes an admin (Inhaber), so nobody loses what they could do.
UPDATE "staff_users" SET "role" = 'admin';--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" SET DEFAULT 'specialist';--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK (role in ('admin', 'specialist'));
