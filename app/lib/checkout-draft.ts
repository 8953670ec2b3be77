// The checkout draft in the browser's session storage (strictly necessary, § 25 Abs. 2 TDDDG):
// entered data survives going back and forth and a reload, and is removed after the order.
export const DRAFT_KEY = 'echtcheck-checkout';

export function clearCheckoutDraft(caseId?: string) {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return;
    if (caseId) {
      const draft = JSON.parse(raw) as { checkoutId?: string };
      if (draft.checkoutId && draft.checkoutId !== caseId) return;
    }
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}
