import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ContentKey } from '@reentry/contracts/content-studio-rules';

const titles = {
  module: defineMessage<{ n: string }>({ id: 'admin.content.title.module', defaultMessage: 'Lesson {n}', description: 'Content studio: name of a document' }),
  quiz: defineMessage<{ n: string }>({ id: 'admin.content.title.quiz', defaultMessage: 'Quiz {n}', description: 'Content studio: name of a document' }),
};
const pages = defineMessages({
  resources: { id: 'admin.content.title.resources', defaultMessage: 'Resources guide', description: 'Content studio: name of a document' },
  'how-to-buy': { id: 'admin.content.title.howToBuy', defaultMessage: 'How to buy', description: 'Content studio: name of a document' },
  home: { id: 'admin.content.title.home', defaultMessage: 'Home page', description: 'Content studio: name of a document' },
  'workshop-faq': { id: 'admin.content.title.workshopFaq', defaultMessage: 'Workshop questions', description: 'Content studio: name of a document' },
  'teaching-resources': { id: 'admin.content.title.teachingResources', defaultMessage: 'Teaching resources', description: 'Content studio: name of a document' },
  'x-post': { id: 'admin.content.title.xPost', defaultMessage: 'X post templates', description: 'Content studio: name of a document' },
  practice: { id: 'admin.content.title.practice', defaultMessage: 'Spot the scam practice', description: 'Content studio: name of a document' },
});

/** A document's name in the editor's language ("Lesson 1", "Lección 1"). */
export function useContentTitle(): (key: ContentKey) => string {
  const intl = useIntl();
  return (key) => {
    const [, kind, n] = /^(module|quiz)-(\d)$/.exec(key) ?? [];
    if (kind) return intl.formatMessage(titles[kind as 'module' | 'quiz'], { n: n! });
    return intl.formatMessage(pages[key as keyof typeof pages]);
  };
}

/**
 * The page that shows a document, for the preview (`?preview=draft` shows the draft to staff). Documents
 * without a page of their own (the X post templates) have none. Spot the scam opens its printable handout:
 * the one page with every scenario, its choices and its best answer, so any change shows there.
 */
export function previewPath(key: ContentKey): string | undefined {
  const [, kind, n] = /^(module|quiz)-(\d)$/.exec(key) ?? [];
  if (kind === 'module') return `/modules/${n}`;
  if (kind === 'quiz') return `/modules/${n}?tab=quiz`;
  return ({ resources: '/resources', 'how-to-buy': '/how-to-buy', home: '/', 'workshop-faq': '/schedule', 'teaching-resources': '/instructor', practice: '/practice/print' } as Partial<Record<ContentKey, string>>)[key];
}
