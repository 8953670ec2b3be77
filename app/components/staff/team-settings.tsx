// The team page (/conan/team; issue 39): one form per staff member with the three settings of the
// Vier-Augen-Prinzip and the workload. Each form posts to the route's action on its own.
import { useEffect, useId } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import type { TeamMember } from '#app/lib/review.ts';
import { STAFF_ROLE_LABELS } from '#app/lib/staff-roles.ts';

type Answer = { ok: true; memberId: string } | { ok: false; memberId?: string; message: string; field?: string };

export function TeamSettingsPage({ team }: { team: TeamMember[] }) {
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
      <header className="space-y-2">
        <h1 className="font-bold text-2xl">Team: Freigabe und offene Fälle</h1>
        <p className="text-slate-700 text-sm">
          Wessen Ergebnisberichte vor dem Versand eine zweite Person prüft, wer Ergebnisberichte freigeben darf (Inhaber
          immer) und wie viele offene Fälle jemand gleichzeitig hat. Offene Fälle: zugewiesen und noch nicht
          abgeschlossen (bezahlt, in Bearbeitung oder wartend auf den Kunden).
        </p>
      </header>
      <ul className="space-y-4">
        {team.map((member) => (
          <li key={member.id}>
            <MemberForm member={member} />
          </li>
        ))}
      </ul>
    </main>
  );
}

function MemberForm({ member }: { member: TeamMember }) {
  const fetcher = useFetcher<Answer>();
  const id = useId();
  const answer = fetcher.data;
  const limitError = answer && !answer.ok && answer.field === 'openCaseLimit' ? answer.message : null;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer) return;
    if (answer.ok) toast.success('Einstellungen gespeichert', { description: member.name });
    else if (!answer.field) toast.error('Nicht gespeichert', { description: answer.message });
  }, [fetcher.state, answer, member.name]);
  const admin = member.role === 'admin';
  return (
    <fetcher.Form method="post" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <h2 id={`${id}-name`} className="font-semibold text-base">
        {member.name}{' '}
        <span className="font-normal text-slate-600">
          ({STAFF_ROLE_LABELS[member.role]}, {member.email}
          {member.disabled ? ', gesperrt' : ''})
        </span>
      </h2>
      <input type="hidden" name="memberId" value={member.id} />
      <div className="flex items-start gap-2">
        <input
          id={`${id}-review`}
          type="checkbox"
          name="reviewReports"
          defaultChecked={member.reviewReports}
          className="mt-0.5 size-5 accent-brand-600"
        />
        <Label htmlFor={`${id}-review`}>Ergebnisberichte vor dem Versand prüfen lassen</Label>
      </div>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-reviewer`}
          type="checkbox"
          name="reviewer"
          defaultChecked={member.reviewer}
          disabled={admin}
          aria-describedby={admin ? `${id}-reviewer-hint` : undefined}
          className="mt-0.5 size-5 accent-brand-600"
        />
        <Label htmlFor={`${id}-reviewer`}>Darf Ergebnisberichte freigeben</Label>
        {admin ? (
          <span id={`${id}-reviewer-hint`} className="text-slate-600">
            (Inhaber dürfen das immer)
          </span>
        ) : null}
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-limit`}>Höchstzahl offener Fälle</Label>
        <Input
          id={`${id}-limit`}
          name="openCaseLimit"
          inputMode="numeric"
          defaultValue={member.openCaseLimit ?? ''}
          placeholder="unbegrenzt"
          className="max-w-40"
          aria-invalid={limitError ? true : undefined}
          aria-describedby={`${id}-limit-hint${limitError ? ` ${id}-limit-error` : ''}`}
        />
        <p id={`${id}-limit-hint`} className="text-slate-600">
          Leer lassen für „unbegrenzt“. Zurzeit {member.openCases} offen.
        </p>
        {limitError ? (
          <p id={`${id}-limit-error`} className="text-red-700">
            {limitError}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'} aria-describedby={`${id}-name`}>
        Speichern
      </Button>
    </fetcher.Form>
  );
}
