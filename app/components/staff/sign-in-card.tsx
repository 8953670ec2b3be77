import { type ReactNode, useEffect } from 'react';
import { Logo } from '#app/components/logo.tsx';
import { toast } from '#app/components/ui/sonner.tsx';

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

/**
 * A refused sign-in step (spec §8): the destructive toast "Login fehlgeschlagen" with the message
 * (or the spec's fallback), and the same message in the form, where it stays readable.
 */
export function SignInFailure({ actionData }: { actionData: { error?: string } | undefined }) {
  useEffect(() => {
    if (actionData?.error === undefined) return;
    const id = toast.error('Login fehlgeschlagen', {
      description: actionData.error || 'Bitte überprüfen Sie Ihre Anmeldedaten.',
    });
    // Gone with the form: a later successful sign-in (the next page) or a new refusal (its own toast).
    return () => {
      toast.dismiss(id);
    };
  }, [actionData]);
  if (!actionData?.error) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm">
      {actionData.error}
    </p>
  );
}
