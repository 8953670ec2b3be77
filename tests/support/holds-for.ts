// A negative assertion over time ("no duplicate arrives", "the process does not crash"): watched
// for the whole window and failed the moment it breaks, instead of one look after a fixed sleep,
// which says nothing about the time before it and waits the full window even when it already broke.

/**
 * Resolves once `check` has held for `ms` (looked at every `everyMs`); rejects, naming `what`, as
 * soon as it does not.
 */
export async function holdsFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms: number,
  everyMs = 100,
): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (!(await check())) throw new Error(`${what}: no longer true after ${ms - (end - Date.now())} ms`);
    if (Date.now() >= end) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(everyMs, Math.max(0, end - Date.now()))));
  }
}
