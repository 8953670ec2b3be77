import { Toaster as Sonner, type ToasterProps, toast } from 'sonner';

/** Toasts (spec §8 messages). Rendered once in the document; `toast.error(...)` is destructive. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      containerAriaLabel="Benachrichtigungen"
      toastOptions={{ classNames: { toast: 'font-sans' } }}
      {...props}
    />
  );
}

export { toast };
