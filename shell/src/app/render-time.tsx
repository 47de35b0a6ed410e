import { createContext, useContext } from 'react';

/**
 * When the page was rendered (ms). Texts built from the clock read this instead of `new Date()`,
 * so the server's HTML and the browser's hydration print the same thing.
 */
export const RenderTimeContext = createContext<number>(0);

export function useRenderTime(): Date {
  return new Date(useContext(RenderTimeContext));
}
