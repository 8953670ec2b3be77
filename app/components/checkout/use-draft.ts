import { useCallback, useEffect, useState } from 'react';
import { DRAFT_KEY } from '#app/lib/checkout-draft.ts';
import { isCheckoutId } from '#app/lib/checkout-schema.ts';

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
  additional: { chatContent: string; suspicionReason: string };
  legal: {
    purposes: string[];
    description: string;
    berechtigtesInteresse: boolean;
    agbAccepted: boolean;
    privacyAccepted: boolean;
    ageConfirmed: boolean;
    earlyStart: boolean;
  };
  documents: UploadedFile[];
  /** Step 6: a guarantee voucher code as typed (checked on ordering). */
  voucherCode: string;
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
    additional: { chatContent: '', suspicionReason: '' },
    legal: {
      purposes: [],
      description: '',
      berechtigtesInteresse: false,
      agbAccepted: false,
      privacyAccepted: false,
      ageConfirmed: false,
      earlyStart: false,
    },
    documents: [],
    voucherCode: '',
  };
}

function readDraft(): Draft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Draft;
    return parsed && typeof parsed.checkoutId === 'string' && isCheckoutId(parsed.checkoutId)
      ? { ...emptyDraft(parsed.checkoutId), ...parsed }
      : null;
  } catch {
    return null;
  }
}

/**
 * The checkout's state, mirrored to session storage on every change so it survives going back and
 * forth, a reload and a return from the payment page. `restored` is false until the browser's
 * copy has been read (the server renders an empty step 1).
 */
export function useDraft(initialStep?: number) {
  const [draft, setDraft] = useState<Draft>(() => emptyDraft('00000000-0000-4000-8000-000000000000'));
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const stored = readDraft();
    const next = stored ?? emptyDraft(crypto.randomUUID());
    if (initialStep) next.step = initialStep;
    setDraft(next);
    setRestored(true);
  }, [initialStep]);

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
