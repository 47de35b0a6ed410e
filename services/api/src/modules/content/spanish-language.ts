// Issue 39, 2.3: a sentence left in English in a Spanish field. A stop-word test, per sentence: English
// function words ("the", "you", "with") that Spanish never uses, against Spanish ones ("el", "usted", "con")
// that English never uses. Words both languages share ("a", "no", "me", "he") count for neither. A sentence
// of fewer than MIN_WORDS words (a name, a number, a button's label, "Cash App") is never judged: too short
// to tell. Deterministic and explainable, so an editor can see why; no model or data to load.
// docs/decisions/issue-39-spanish-language-check.md.

/** Fewer words than this: not judged (names, numbers, short labels). */
export const MIN_WORDS = 5;

const ENGLISH = new Set(
  (
    'the and you your yours is are was were be been being to of for with this that these those it its they them their ' +
    'we our us what when where which who why how if or but not do does did have has had will would can could should ' +
    'may might must at from by on in into about after before than then there here an any some all each every more most ' +
    'only just also very too out up down off over under again get got make made take go going know need want keep ' +
    'pay money card phone bank help people time way one two three'
  ).split(' '),
);

const SPANISH = new Set(
  (
    'el la los las lo le les un una unos unas de del al que y en es son está están ser estar fue para por con sin sobre ' +
    'entre hasta desde su sus usted ustedes nosotros ellos ellas este esta estos estas ese esa eso esto aquí allí cuando ' +
    'donde dónde como cómo qué quién porque pero más menos muy también solo ya hay puede pueden debe tiene tienen hace ' +
    'hacer ni si sí cada otro otra todos todas dinero tarjeta teléfono banco ayuda gente tiempo uno dos tres'
  ).split(' '),
);

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

/** The sentences of a text (ends at . ! ? or a line break), without links, web and mail addresses, bold marks. */
function sentences(text: string): string[] {
  const plain = text.replace(/https?:\/\/\S+|\S+\.\p{L}{2,}\S*/gu, ' ').replace(/\*\*/g, '');
  return plain.split(/(?<=[.!?])\s+|\n+/).map((sentence) => sentence.trim()).filter(Boolean);
}

/** Whether one sentence reads as English: long enough to judge, English words outnumber Spanish ones 2 to 1. */
export function readsAsEnglish(sentence: string): boolean {
  const words = (sentence.toLowerCase().match(WORD) ?? []).map((word) => word.replace('’', "'"));
  if (words.length < MIN_WORDS) return false;
  let english = 0;
  let spanish = 0;
  for (const word of words) {
    if (ENGLISH.has(word) && !SPANISH.has(word)) english += 1;
    else if (SPANISH.has(word)) spanish += 1;
  }
  return english >= 2 && english >= 2 * spanish + 1 && english / words.length >= 0.25;
}

/** The first sentence of a Spanish field that reads as English, or undefined. */
export function englishSentenceIn(text: string): string | undefined {
  return sentences(text).find(readsAsEnglish);
}
