// Leaving the workbench with unsaved findings asks first: the browser's own question on reload,
// closing the tab or another address, and the page's for a link within the staff area.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export function useLeaveGuard(guard: boolean): void {
  // Leaving with unsaved changes: the browser asks (reload, closing the tab, another address) …
  useEffect(() => {
    if (!guard) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guard]);
  // … and so does the page for a link within the staff area.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => guard && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('Ihre Änderungen an den Befunden sind nicht gespeichert. Seite trotzdem verlassen?'))
      blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
