import type { Sentence } from './sentences';

/** The name the stylesheet paints: `::highlight(read-aloud)`. */
export const HIGHLIGHT_NAME = 'read-aloud';
/** Where the CSS Custom Highlight API is missing, the sentence's block carries this attribute instead. */
export const CURRENT_BLOCK_ATTRIBUTE = 'data-read-aloud-current';

export interface Highlighter {
  show(sentence: Sentence): void;
  clear(): void;
}

/** What the highlighter needs from the browser (a window, or a stand-in in tests). */
export interface HighlightEnvironment {
  CSS?: { highlights?: Map<string, unknown> };
  Highlight?: new (...ranges: Range[]) => unknown;
  innerHeight: number;
  matchMedia?: (query: string) => { matches: boolean };
}

function rectOf(sentence: Sentence): DOMRect {
  return typeof sentence.range.getBoundingClientRect === 'function' ? sentence.range.getBoundingClientRect() : sentence.block.getBoundingClientRect();
}

/** Brings the sentence into view only when it is not already on screen, so the page does not jump at each one. */
function scrollToSentence(sentence: Sentence, env: HighlightEnvironment): void {
  const rect = rectOf(sentence);
  const onScreen = rect.top >= 0 && rect.bottom <= env.innerHeight;
  if (onScreen) return;
  const still = env.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  sentence.block.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
}

/**
 * Paints the sentence being read without touching the page's markup (React's and the screen reader's
 * view of it stay the same): a CSS Custom Highlight over a Range where the browser has the API, else a
 * data attribute on the sentence's block, which React never manages.
 */
export function createHighlighter(env: HighlightEnvironment): Highlighter {
  const registry = env.CSS?.highlights;
  const HighlightClass = env.Highlight;
  let marked: Element | null = null;
  function clear() {
    registry?.delete(HIGHLIGHT_NAME);
    marked?.removeAttribute(CURRENT_BLOCK_ATTRIBUTE);
    marked = null;
  }
  return {
    show(sentence) {
      clear();
      if (registry && HighlightClass) {
        registry.set(HIGHLIGHT_NAME, new HighlightClass(sentence.range));
      } else {
        marked = sentence.block;
        marked.setAttribute(CURRENT_BLOCK_ATTRIBUTE, '');
      }
      scrollToSentence(sentence, env);
    },
    clear,
  };
}
