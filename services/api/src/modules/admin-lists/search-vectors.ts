import { SEARCH_VECTORS_062 } from '../../db/migrations/062-admin-search-indexes.js';

/**
 * The text-search expression of each searchable table, exactly as its GIN index was built: a query
 * must repeat the indexed expression for PostgreSQL to use the index. A later migration that rebuilds
 * an index points this at its own expressions.
 */
export const SEARCH_VECTORS = SEARCH_VECTORS_062;

const SEARCHABLE_WORD = /[\p{L}\p{N}]/u;

/**
 * The search box's words as a prefix query: every word must start a word of the record ("mar lop"
 * finds Maria Lopez). Each word is a quoted lexeme, so no operator a visitor types reaches to_tsquery;
 * null when nothing searchable was typed.
 */
export function prefixQuery(q: string): string | null {
  const words = q
    .split(/\s+/)
    .map((word) => word.replace(/[\\':]/g, ''))
    .filter((word) => SEARCHABLE_WORD.test(word))
    .slice(0, 8);
  return words.length === 0 ? null : words.map((word) => `'${word}':*`).join(' & ');
}
