import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this response, for the inline scripts server rendering
 * writes. Only the server knows it; in the browser the scripts have already run.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
