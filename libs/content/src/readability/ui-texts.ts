import { fernandezHuerta, fleschKincaidGrade, MAX_EN_GRADE, requiredSpanishEase, textStats } from './readability.js';

/** A screen's words as react-intl holds them: English defaults by id, and the Spanish catalogue. */
export interface UiTexts {
  english: Readonly<Record<string, { id: string; defaultMessage?: string }>>;
  spanish: Readonly<Record<string, string>>;
}

/**
 * A message as read aloud: placeholders become a short word ("{name}" -> "Ana"), and a plural or select
 * reads as its `other` form, so the formulas count the words a learner meets.
 */
export function readableMessage(message: string): string {
  let text = message;
  // The innermost `{x, plural|select, ... other {words}}` first, until none is left.
  const choice = /\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/;
  for (let match = choice.exec(text); match; match = choice.exec(text)) {
    const other = /other\s*\{([^{}]*)\}/.exec(match[0])?.[1] ?? '';
    text = text.replace(match[0], other.replace(/#/g, '3'));
  }
  return text.replace(/\{\s*\w+\s*(?:,[^{}]*)?\}/g, 'Ana').replace(/\s+/g, ' ').trim();
}

type Descriptor = { id: string; defaultMessage?: string };
const isDescriptor = (value: unknown): value is Descriptor => typeof value === 'object' && value !== null && typeof (value as Descriptor).id === 'string';

/** Every message of a messages module (`import * as m`): its `defineMessages` groups and its single `defineMessage`s. */
export function messagesOf(...modules: readonly object[]): Record<string, Descriptor> {
  const found: Record<string, Descriptor> = {};
  for (const value of modules.flatMap((module) => Object.values(module))) {
    for (const descriptor of isDescriptor(value) ? [value] : Object.values(value as object).filter(isDescriptor)) found[descriptor.id] = descriptor;
  }
  return found;
}

/** The reading level of a screen's words, taken together: English grade, Spanish ease, and what it must reach. */
export function uiReadingLevel({ english, spanish }: UiTexts) {
  const messages = Object.values(english).filter((message) => message.defaultMessage);
  const en = textStats(messages.map((message) => readableMessage(message.defaultMessage!)), 'en');
  const es = textStats(messages.map((message) => readableMessage(spanish[message.id] ?? '')), 'es');
  const grade = fleschKincaidGrade(en);
  return { grade, maxGrade: MAX_EN_GRADE, ease: fernandezHuerta(es), requiredEase: requiredSpanishEase(grade) };
}
