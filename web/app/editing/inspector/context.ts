import { createContext, useContext } from 'react';

/**
 * What a field control may ask of the panel beyond its value: to report a failure (an upload's),
 * or to confirm that a text's two languages are right as they are.
 */
export interface InspectorServices {
  /** Shows and announces a failure in the editor's one alert ('Failed to upload image.'). */
  fail: (message: string) => void;
  /** The text at `at` ('menuItems.1.label') of the block no longer needs translating (ADR 0026). */
  confirmTranslation: (blockId: string, at: string) => Promise<void>;
}

export const InspectorContext = createContext<InspectorServices>({
  fail: () => {},
  confirmTranslation: async () => {},
});

export const useInspector = () => useContext(InspectorContext);
