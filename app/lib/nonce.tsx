// The per-request CSP nonce, handed from the server entry to the document's <Scripts>.
import { createContext, type ReactNode, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/** Empty in the browser (browsers hide nonces) and in prerendered pages (hashed instead). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
