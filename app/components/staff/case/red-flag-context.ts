// The link between the red-flag marks in the customer column (red-flag-text.tsx) and the workbench's
// warning signs (case-workbench.tsx), on the case page (case-page.tsx provides both contexts). The
// workbench registers what the marks need: the service's signs, those ticked, and how to tick one.
// Two contexts: `register` never changes, so registering does not re-run the workbench's effect; the
// marks read the registered state.
import { createContext, useContext } from 'react';

export interface SignTicker {
  /** The service's warning signs (app/content/workbench.ts), key and staff label. */
  signs: readonly { key: string; label: string }[];
  /** The signs ticked in the draft. */
  chosen: readonly string[];
  /** The workbench can be changed (the case is in progress). */
  editable: boolean;
  /** Ticks the sign and adds `source` to where it shows, unless it is named there already. */
  tick: (key: string, source: string) => void;
}

export const SignTickerContext = createContext<SignTicker | null>(null);
export const RegisterSignTickerContext = createContext<(ticker: SignTicker | null) => void>(() => {});

export function useSignTicker(): SignTicker | null {
  return useContext(SignTickerContext);
}

export function useRegisterSignTicker(): (ticker: SignTicker | null) => void {
  return useContext(RegisterSignTickerContext);
}

/** Where a ticked sign shows, prefilled from the mark's text: the sign's existing source, plus this one. */
export function withSource(existing: string | undefined, source: string): string {
  const current = (existing ?? '').trim();
  if (!current) return source;
  return current.includes(source) ? current : `${current}; ${source}`;
}
