import { PageIntro, type PageIntroMessages } from '@reentry/ui';

/** A real but minimal page until this remote's feature issue lands. */
export function PlaceholderPage({ messages }: { messages: PageIntroMessages }) {
  return <PageIntro messages={messages} />;
}
