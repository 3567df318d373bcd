import { createContext, useContext } from 'react';

/** What a field control may ask of the panel beyond its value: to report a failure (an upload's). */
export interface InspectorServices {
  /** Shows and announces a failure in the editor's one alert ('Failed to upload image.'). */
  fail: (message: string) => void;
}

export const InspectorContext = createContext<InspectorServices>({ fail: () => {} });

export const useInspector = () => useContext(InspectorContext);
