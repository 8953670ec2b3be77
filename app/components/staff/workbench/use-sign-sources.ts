// The warning signs' ticks and their sources in the workbench: a source of a sign ticked off is kept
// for ticking it again, and a red-flag mark in the customer column ticks a sign here
// (../case/red-flag-context.ts). Returns the setter of the ticked signs.
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef } from 'react';
import type { CaseWorkbench } from '#app/lib/case-view-data.ts';
import type { Findings } from '#app/lib/findings.ts';
import { useRegisterSignTicker, withSource } from '../case/red-flag-context.ts';

export function useSignSources(
  setFindings: Dispatch<SetStateAction<Findings>>,
  { signs, chosen, editable }: { signs: CaseWorkbench['signs']; chosen: string[]; editable: boolean },
): (keys: string[]) => void {
  // Sources of a warning sign ticked off again, kept for ticking it again.
  const keptSources = useRef<Record<string, string>>({});
  const setSignals = useCallback(
    (keys: string[]) =>
      setFindings((current) => {
        const signalSources: Record<string, string> = {};
        for (const key of keys) {
          const source = current.signalSources[key] ?? keptSources.current[key];
          if (source !== undefined) signalSources[key] = source;
        }
        for (const key of current.signals)
          if (!keys.includes(key) && current.signalSources[key]) keptSources.current[key] = current.signalSources[key];
        return { ...current, signals: keys, signalSources };
      }),
    [setFindings],
  );
  // A red-flag mark in the customer column ticks a sign here (../case/red-flag-context.ts): ticked,
  // with the marked text named where it shows.
  const tickSign = useCallback(
    (key: string, source: string) =>
      setFindings((current) => ({
        ...current,
        signals: current.signals.includes(key) ? current.signals : [...current.signals, key],
        signalSources: {
          ...current.signalSources,
          [key]: withSource(current.signalSources[key] ?? keptSources.current[key], source),
        },
      })),
    [setFindings],
  );
  const registerTicker = useRegisterSignTicker();
  useEffect(() => {
    registerTicker({ signs, chosen, editable, tick: tickSign });
  }, [registerTicker, signs, chosen, editable, tickSign]);
  useEffect(() => () => registerTicker(null), [registerTicker]);
  return setSignals;
}
