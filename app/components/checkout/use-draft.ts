import { type RefObject, useCallback, useEffect, useState } from 'react';
import { DRAFT_KEY } from '#app/lib/checkout-draft.ts';
import { isCheckoutId } from '#app/lib/checkout-rules.ts';
import { normalizeVoucherCode } from '#app/lib/voucher-code.ts';

export interface UploadedFile {
  id: string;
  fileName: string;
  fileSize: number;
  fileType: string;
}

export interface Draft {
  checkoutId: string;
  step: number;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  target: {
    targetName: string;
    targetPlatforms: string[];
    targetUsername: string;
    targetProfileUrl: string;
    targetEmail: string;
    targetPhone: string;
  };
  additional: {
    /** For whom the check is ordered (a key of orderedForOptions); '' until chosen. */
    orderedFor: string;
    /** Where the person affected lives (a key of residenceKeys); '' until chosen. */
    residence: string;
    /** Whether and how money has been paid (keys of paymentOptions). */
    payments: string[];
    chatContent: string;
    suspicionReason: string;
  };
  legal: {
    purposes: string[];
    /** How the customer knows the person (a key of targetRelations); '' until chosen. */
    relation: string;
    description: string;
    berechtigtesInteresse: boolean;
    agbAccepted: boolean;
    privacyAccepted: boolean;
    ageConfirmed: boolean;
    earlyStart: boolean;
  };
  documents: UploadedFile[];
  /** Step 6: a guarantee voucher code as typed (the order checks it again on the server). */
  voucherCode: string;
  /**
   * The code and address that "Einlösen" found valid (app/routes/api/voucher-check.ts); the voucher
   * counts as applied only while both still match what is entered (see voucherApplied).
   */
  voucherChecked: { code: string; email: string } | null;
}

export function emptyDraft(checkoutId: string): Draft {
  return {
    checkoutId,
    step: 1,
    customer: { firstName: '', lastName: '', email: '', phone: '' },
    target: {
      targetName: '',
      targetPlatforms: [],
      targetUsername: '',
      targetProfileUrl: '',
      targetEmail: '',
      targetPhone: '',
    },
    additional: { orderedFor: '', residence: '', payments: [], chatContent: '', suspicionReason: '' },
    legal: {
      purposes: [],
      relation: '',
      description: '',
      berechtigtesInteresse: false,
      agbAccepted: false,
      privacyAccepted: false,
      ageConfirmed: false,
      earlyStart: false,
    },
    documents: [],
    voucherCode: '',
    voucherChecked: null,
  };
}

/** The voucher as the summary shows it: applied when "Einlösen" accepted this code for this address. */
export function voucherApplied(draft: Draft): boolean {
  const checked = draft.voucherChecked;
  if (!checked) return false;
  return (
    normalizeVoucherCode(draft.voucherCode) === checked.code &&
    draft.customer.email.trim().toLowerCase() === checked.email
  );
}

const CUSTOMER_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

/**
 * What the visitor typed into step 1 before the script took over. The server renders step 1 empty,
 * and on a slow connection the form is usable seconds before hydration; React keeps the values the
 * browser holds in the fields during hydration but would overwrite them with the (empty) draft on
 * the next render. Read from the fields inside `container` (the step's form), non-empty values only.
 */
export function typedBeforeHydration(container: HTMLElement | null): Partial<Draft['customer']> {
  const typed: Partial<Draft['customer']> = {};
  if (container?.dataset.step !== '1') return typed;
  for (const key of CUSTOMER_FIELDS) {
    const field = container.querySelector<HTMLInputElement>(`input[name="${key}"]`);
    if (field && field.value !== '') typed[key] = field.value;
  }
  return typed;
}

/**
 * A stored draft over the empty one, section by section: a draft saved before a field existed
 * (a tab left open across a release) gets the new field's empty value instead of undefined.
 */
function mergeDraft(empty: Draft, stored: Draft): Draft {
  return {
    ...empty,
    ...stored,
    customer: { ...empty.customer, ...stored.customer },
    target: { ...empty.target, ...stored.target },
    additional: { ...empty.additional, ...stored.additional },
    legal: { ...empty.legal, ...stored.legal },
  };
}

function readDraft(): Draft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Draft;
    return parsed && typeof parsed.checkoutId === 'string' && isCheckoutId(parsed.checkoutId)
      ? mergeDraft(emptyDraft(parsed.checkoutId), parsed)
      : null;
  } catch {
    return null;
  }
}

/**
 * The checkout's state, mirrored to session storage on every change so it survives going back and
 * forth, a reload and a return from the payment page. `restored` is false until the browser's
 * copy has been read (the server renders an empty step 1). `stepContainer` holds the rendered step:
 * what was typed into it before hydration wins over the stored copy (typedBeforeHydration), and
 * the checkout stays on step 1 to show it.
 */
export function useDraft(initialStep: number | undefined, stepContainer: RefObject<HTMLElement | null>) {
  const [draft, setDraft] = useState<Draft>(() => emptyDraft('00000000-0000-4000-8000-000000000000'));
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const typed = typedBeforeHydration(stepContainer.current);
    const stored = readDraft();
    const next = stored ?? emptyDraft(crypto.randomUUID());
    if (initialStep) next.step = initialStep;
    if (Object.keys(typed).length > 0) {
      next.customer = { ...next.customer, ...typed };
      next.step = 1;
    }
    setDraft(next);
    setRestored(true);
  }, [initialStep, stepContainer]);

  useEffect(() => {
    if (!restored) return;
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // Private mode without storage: the checkout still works, it just is not kept on reload.
    }
  }, [draft, restored]);

  const update = useCallback(<K extends keyof Draft>(key: K, value: Draft[K] | ((current: Draft[K]) => Draft[K])) => {
    setDraft((current) => ({
      ...current,
      [key]: typeof value === 'function' ? (value as (c: Draft[K]) => Draft[K])(current[key]) : value,
    }));
  }, []);

  return { draft, setDraft, update, restored };
}
