import type * as React from 'react';
import { cn } from '#app/lib/utils.ts';

export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:ring-[3px] focus-visible:ring-brand-600/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-700 aria-invalid:ring-red-700/20',
        className,
      )}
      {...props}
    />
  );
}
