import type * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** The toasts' region, loaded after hydration (app/components/ui/sonner.tsx). */
export default function SonnerToaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      containerAriaLabel="Benachrichtigungen"
      toastOptions={{ classNames: { toast: 'font-sans' } }}
      // Darker text than sonner's rich colours, for a contrast of at least 4.5:1 on their tinted backgrounds.
      style={
        {
          '--success-text': '#065f46',
          '--error-text': '#991b1b',
          '--warning-text': '#92400e',
          '--info-text': '#1e40af',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
