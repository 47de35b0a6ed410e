import { createContext, useContext } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Locale } from '@reentry/contracts/locale';
import { pathParts } from './content-paths';

/** The words of the documents' field names; an unknown name is shown as its words ("imageAlt" -> "image alt"). */
const words = defineMessages({
  title: { id: 'admin.content.word.title', defaultMessage: 'title', description: 'Content studio: part of a field name' },
  description: { id: 'admin.content.word.description', defaultMessage: 'description', description: 'Content studio: part of a field name' },
  topics: { id: 'admin.content.word.topics', defaultMessage: 'topic', description: 'Content studio: part of a field name' },
  sections: { id: 'admin.content.word.sections', defaultMessage: 'section', description: 'Content studio: part of a field name' },
  paragraphs: { id: 'admin.content.word.paragraphs', defaultMessage: 'paragraph', description: 'Content studio: part of a field name' },
  bullets: { id: 'admin.content.word.bullets', defaultMessage: 'bullet point', description: 'Content studio: part of a field name' },
  sources: { id: 'admin.content.word.sources', defaultMessage: 'source', description: 'Content studio: part of a field name' },
  label: { id: 'admin.content.word.label', defaultMessage: 'text', description: 'Content studio: part of a field name' },
  url: { id: 'admin.content.word.url', defaultMessage: 'link address', description: 'Content studio: part of a field name' },
  questions: { id: 'admin.content.word.questions', defaultMessage: 'question', description: 'Content studio: part of a field name' },
  text: { id: 'admin.content.word.text', defaultMessage: 'text', description: 'Content studio: part of a field name' },
  options: { id: 'admin.content.word.options', defaultMessage: 'answer', description: 'Content studio: part of a field name' },
  explanation: { id: 'admin.content.word.explanation', defaultMessage: 'explanation', description: 'Content studio: part of a field name' },
  objective: { id: 'admin.content.word.objective', defaultMessage: 'what it checks', description: 'Content studio: part of a field name (a quiz question\'s learning objective)' },
  correct: { id: 'admin.content.word.correct', defaultMessage: 'right answer', description: 'Content studio: part of a field name' },
  intro: { id: 'admin.content.word.intro', defaultMessage: 'introduction', description: 'Content studio: part of a field name' },
  tips: { id: 'admin.content.word.tips', defaultMessage: 'tip', description: 'Content studio: part of a field name' },
  body: { id: 'admin.content.word.body', defaultMessage: 'body', description: 'Content studio: part of a field name' },
  items: { id: 'admin.content.word.items', defaultMessage: 'item', description: 'Content studio: part of a field name' },
  links: { id: 'admin.content.word.links', defaultMessage: 'link', description: 'Content studio: part of a field name' },
  steps: { id: 'admin.content.word.steps', defaultMessage: 'step', description: 'Content studio: part of a field name' },
  question: { id: 'admin.content.word.question', defaultMessage: 'question', description: 'Content studio: part of a field name' },
  answer: { id: 'admin.content.word.answer', defaultMessage: 'answer', description: 'Content studio: part of a field name' },
  imageAlt: { id: 'admin.content.word.imageAlt', defaultMessage: 'image description', description: 'Content studio: part of a field name' },
  subject: { id: 'admin.content.word.subject', defaultMessage: 'subject', description: 'Content studio: part of a field name' },
  lines: { id: 'admin.content.word.lines', defaultMessage: 'line', description: 'Content studio: part of a field name' },
  choices: { id: 'admin.content.word.choices', defaultMessage: 'choice', description: 'Content studio: part of a field name' },
  id: { id: 'admin.content.word.id', defaultMessage: 'id', description: 'Content studio: part of a field name' },
  moduleId: { id: 'admin.content.word.moduleId', defaultMessage: 'module number', description: 'Content studio: part of a field name' },
  level: { id: 'admin.content.word.level', defaultMessage: 'level', description: 'Content studio: part of a field name' },
  value: { id: 'admin.content.word.value', defaultMessage: 'letter', description: 'Content studio: part of a field name (a quiz answer letter)' },
  name: { id: 'admin.content.word.name', defaultMessage: 'name', description: 'Content studio: part of a field name' },
  scenario: { id: 'admin.content.word.scenario', defaultMessage: 'scenario', description: 'Content studio: part of a field name (one Spot the scam message and its choices)' },
  message: { id: 'admin.content.word.message', defaultMessage: 'message', description: 'Content studio: part of a field name (the message a learner judges)' },
  from: { id: 'admin.content.word.from', defaultMessage: 'sender', description: 'Content studio: part of a field name (who a message is from)' },
  ifItHappened: { id: 'admin.content.word.ifItHappened', defaultMessage: 'what to do if it happened, step', description: 'Content studio: part of a field name, followed by a number' },
  best: { id: 'admin.content.word.best', defaultMessage: 'best choice', description: 'Content studio: part of a field name' },
  isScam: { id: 'admin.content.word.isScam', defaultMessage: 'is a scam', description: 'Content studio: part of a field name (yes or no)' },
  kind: { id: 'admin.content.word.kind', defaultMessage: 'kind of message', description: 'Content studio: part of a field name' },
});

/**
 * How a document's top-level items are named, when the document is a list (issue 39, 2.5: Spot the scam's
 * 416 fields all said "Item N"): the word for one (`scenario`) and each item's title in the editor's language.
 */
export interface ItemNames {
  word: keyof typeof words;
  titles: readonly (string | undefined)[];
}
export const ItemNamesContext = createContext<ItemNames | null>(null);

/** The item names of a document that is a list of titled things (Spot the scam), else null. */
export function itemNamesOf(key: string, items: unknown): ItemNames | null {
  if (key !== 'practice' || !Array.isArray(items)) return null;
  return { word: 'scenario', titles: items.map((item) => (typeof (item as { title?: unknown })?.title === 'string' ? (item as { title: string }).title : undefined)) };
}

const spaced = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const capital = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * A path in words: `content.sections[1].paragraphs[0]` -> "Section 2, paragraph 1" (in the editor's
 * language); `[2].answer[0]` -> "Item 3, answer 1" (a Spot the scam scenario: "Scenario 3 (A bank fraud
 * alert), message, line 1"). The `content` wrapper of a lesson says nothing.
 */
export function usePathWords(): (path: string) => string {
  const intl = useIntl();
  const items = useContext(ItemNamesContext);
  const word = (name: string) => (name in words ? intl.formatMessage(words[name as keyof typeof words]) : spaced(name));
  return (path) => {
    const parts: string[] = [];
    let pending: string | undefined;
    for (const part of pathParts(path.replace(/^(en|es)(?=[.[])/, ''))) {
      if (typeof part === 'number' && parts.length === 0 && pending === undefined && items) {
        const title = items.titles[part];
        parts.push(`${word(items.word)} ${part + 1}${title ? ` (${title})` : ''}`);
        continue;
      }
      if (typeof part === 'number') {
        parts.push(`${pending ?? word('items')} ${part + 1}`);
        pending = undefined;
        continue;
      }
      if (pending) parts.push(pending);
      pending = part === 'content' ? undefined : word(part);
    }
    if (pending) parts.push(pending);
    return capital(parts.join(', '), intl.locale);
  };
}

/** The language of a problem's path (`es.content...` -> es). */
export const languageOf = (path: string): Locale | undefined => (/^(en|es)(?=[.[]|$)/.exec(path)?.[1] as Locale | undefined);
