/**
 * Spanish syllable count by vowel nuclei. Spanish spelling is regular: each group of vowels
 * is one syllable (a diphthong or triphthong) unless two strong vowels meet (a, e, o) or an
 * accented weak vowel (í, ú) breaks the group (a hiatus). Final "y" after a vowel (hoy, muy)
 * is part of the diphthong; the word "y" is one syllable.
 */
const vowels = new Set([...'aeiouáéíóúü']);
const strong = new Set([...'aeoáéó']);
const accentedWeak = new Set([...'íú']);

function isHiatus(a: string, b: string): boolean {
  return (strong.has(a) && strong.has(b)) || accentedWeak.has(a) || accentedWeak.has(b) || (a === b && !strong.has(a));
}

export function countSyllablesEs(raw: string): number {
  const word = raw.toLowerCase().replace(/[^a-záéíóúüñ]/g, '');
  if (!word) return 0;
  if (word === 'y') return 1;
  let count = 0;
  let previous = '';
  for (const char of word) {
    if (!vowels.has(char)) {
      previous = '';
      continue;
    }
    if (!previous || isHiatus(previous, char)) count += 1;
    previous = char;
  }
  return Math.max(1, count);
}
