// The findings' revision on the workbench (issue 39; app/server/presence/revision.server.ts): the one
// loaded with the page, then the one each answer names. Sent with every save; when the server refuses
// a save over a colleague's newer one (409), the typed findings stay in the form, the refusal stays
// on the page, and the revision becomes the saved one, so that the next save — after comparing in a
// new tab — goes through deliberately.
import { useCallback, useRef, useState } from 'react';

interface RevisionAnswer {
  ok: boolean;
  revision?: number;
  conflict?: boolean;
  message?: string;
}

export function useRevision(loaded: number) {
  const revision = useRef(loaded);
  const [conflict, setConflict] = useState<string | null>(null);
  const take = useCallback((answer: RevisionAnswer) => {
    if (typeof answer.revision === 'number') revision.current = answer.revision;
    if (!answer.ok && answer.conflict) setConflict(answer.message ?? null);
    else if (answer.ok) setConflict(null);
  }, []);
  const current = useCallback(() => String(revision.current), []);
  return { current, take, conflict };
}
