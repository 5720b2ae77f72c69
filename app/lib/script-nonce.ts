import { createContext, useContext } from "react";

/**
 * The mark the server puts on its own inline scripts for one request (app/entry.server.tsx).
 * server/http/security-headers.ts hashes the marked scripts into the Content-Security-Policy and takes
 * the mark out of the HTML, so the browser never sees it: undefined there.
 */
export const ScriptNonceContext = createContext<string | undefined>(undefined);

export function useScriptNonce(): string | undefined {
  return useContext(ScriptNonceContext);
}
