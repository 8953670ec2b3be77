import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';

declare global {
  interface Window {
    /** app/client/consent-head.js: clicks on [data-early-click] controls before their handler was there. */
    echtcheckEarlyClicks?: { take(name: string): boolean };
  }
}

/**
 * A control marked `data-early-click={name}` that was pressed before this page's script had arrived
 * (a slow phone; consent-head.js noted the click) is pressed now: `press` runs once `ready` is true
 * (e.g. what was typed before hydration is in the form's state). From hydration on, React's own
 * handler takes the clicks, so each click counts once; a click it gets before `ready` is handed to
 * the function this returns, and played the same way.
 */
export function useEarlyClick(name: string, ready: boolean, press: () => void): () => void {
  const pressed = useRef(false);
  useLayoutEffect(() => {
    const early = window.echtcheckEarlyClicks?.take(name) ?? false;
    pressed.current = pressed.current || early;
  }, [name]);
  const run = useEffectEvent(press);
  useEffect(() => {
    if (!ready || !pressed.current) return;
    pressed.current = false;
    run();
  }, [ready]);
  // A press after hydration but before `ready`: played the same way, once `ready` is true.
  return useCallback(() => {
    pressed.current = true;
  }, []);
}
