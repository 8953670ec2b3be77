// The Tailwind classes the parts of the customer's status page (app/routes/case-status.tsx) share.
export const buttonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';
export const secondaryButtonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 px-6 font-semibold hover:bg-slate-50';
export const linkClass = 'text-brand-700 underline underline-offset-2';
export const sectionClass = 'mt-8 rounded-xl border border-slate-200 p-6';
