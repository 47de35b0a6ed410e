import { SKIP_ATTRIBUTE } from './attributes';

/** One sentence of the page: what is spoken, and where it is on screen (for the highlight). */
export interface Sentence {
  text: string;
  range: Range;
  /** The block (paragraph, heading, list item, label) it belongs to. */
  block: Element;
}


interface Piece {
  node: Text;
  start: number;
}

function isSkipped(node: Node, region: Element): boolean {
  const element = node instanceof Element ? node : node.parentElement;
  const hidden = element?.closest(`[${SKIP_ATTRIBUTE}], [hidden], [aria-hidden="true"]`);
  return Boolean(hidden && region.contains(hidden));
}

/** The block's text nodes, in order, with where each starts in the block's whole text. */
function textPieces(block: Element, region: Element): { text: string; pieces: Piece[] } {
  const walker = block.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  const pieces: Piece[] = [];
  let text = '';
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (isSkipped(node, region)) continue;
    pieces.push({ node, start: text.length });
    text += node.data;
  }
  return { text, pieces };
}

/** The text node and offset at a position of the block's text (an end position may be a node's end). */
function locate(pieces: Piece[], position: number, atEnd: boolean): { node: Text; offset: number } {
  let found = pieces[0]!;
  for (const piece of pieces) {
    const inside = atEnd ? piece.start < position : piece.start <= position;
    if (!inside) break;
    found = piece;
  }
  return { node: found.node, offset: Math.min(position - found.start, found.node.data.length) };
}

/** Sentence spans of a text in a language: Intl.Segmenter where the browser has it, else full stops. */
function sentenceSpans(text: string, lang: string): { index: number; segment: string }[] {
  if (typeof Intl.Segmenter === 'function') {
    return [...new Intl.Segmenter(lang, { granularity: 'sentence' }).segment(text)];
  }
  return [...text.matchAll(/[^.!?]+(?:[.!?]+["'”’)]*\s*|$)/g)].map((match) => ({ index: match.index, segment: match[0] }));
}

const SPOKEN = /[\p{L}\p{N}]/u;
/** Headings, titles and answer labels are read whole: "2. Make a budget" is one title, not "2." and a sentence. */
const WHOLE_BLOCKS = 'h1, h2, h3, h4, h5, h6, summary, label';
/** A list number the segmenter may take for a sentence of its own ("2.", "10)"): it goes with what follows. */
const LIST_NUMBER = /^\s*\d+[.)]\s*$/;

/** The block's sentences as [start, end) positions in its text. */
function spansOf(block: Element, text: string, lang: string): [number, number][] {
  // Line breaks in the markup are spaces on screen, not sentence ends (same length, so positions hold).
  const flat = text.replace(/\s/g, ' ');
  if (block.matches(WHOLE_BLOCKS)) return [[0, flat.length]];
  const spans: [number, number][] = [];
  let carried: number | null = null;
  for (const { index, segment } of sentenceSpans(flat, lang)) {
    if (LIST_NUMBER.test(segment)) {
      carried ??= index;
      continue;
    }
    spans.push([carried ?? index, index + segment.length]);
    carried = null;
  }
  if (carried !== null) spans.push([carried, flat.length]);
  return spans;
}

/**
 * The sentences of the readable blocks inside a region, in reading order. Each block is split on its
 * own (a heading has no full stop, so it must not run into the next paragraph). The page's markup is
 * only read, never changed: the highlight uses Ranges over the existing text.
 */
export function collectSentences(region: Element, blocksSelector: string, lang: string): Sentence[] {
  const candidates = [...region.querySelectorAll(blocksSelector)].filter((block) => !isSkipped(block, region));
  // A block inside another readable block (a paragraph in a list item) is read with its parent.
  const blocks = candidates.filter((block) => !candidates.some((other) => other !== block && other.contains(block)));
  const sentences: Sentence[] = [];
  for (const block of blocks) {
    const { text, pieces } = textPieces(block, region);
    if (!pieces.length) continue;
    for (const [from, to] of spansOf(block, text, lang)) {
      const segment = text.slice(from, to);
      const lead = segment.length - segment.trimStart().length;
      const spoken = segment.trim();
      if (!SPOKEN.test(spoken)) continue;
      const start = locate(pieces, from + lead, false);
      const end = locate(pieces, from + lead + spoken.length, true);
      const range = block.ownerDocument.createRange();
      range.setStart(start.node, start.offset);
      range.setEnd(end.node, end.offset);
      sentences.push({ text: spoken.replace(/\s+/g, ' '), range, block });
    }
  }
  return sentences;
}
