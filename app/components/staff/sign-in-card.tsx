import type { ReactNode } from 'react';
import { Logo } from '#app/components/logo.tsx';

/** The frame of the staff sign-in steps: no site header (spec §2), logo, title, the form. */
export function SignInCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex justify-center">
          <Logo />
        </div>
        <h1 className="mt-6 text-center font-bold text-2xl">{title}</h1>
        {intro ? <div className="mt-2 text-center text-slate-600 text-sm">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
