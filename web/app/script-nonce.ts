import { createContext, useContext } from 'react';

/**
 * The render's script mark (AppLoadContext.scriptNonce), for the inline scripts the app writes.
 * Only the server provides one; in the browser it is undefined and scripts carry none.
 */
export const ScriptNonce = createContext<string | undefined>(undefined);

export const useScriptNonce = () => useContext(ScriptNonce);
