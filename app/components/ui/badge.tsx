import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '#app/lib/utils.ts';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 font-semibold text-xs',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand-600 text-white',
        secondary: 'border-transparent bg-slate-100 text-ink',
        destructive: 'border-transparent bg-red-700 text-white',
        warning: 'border-transparent bg-amber-100 text-amber-900',
        success: 'border-transparent bg-emerald-100 text-emerald-900',
        outline: 'border-slate-300 text-ink',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
