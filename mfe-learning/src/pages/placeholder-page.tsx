import { useLocale } from '@reentry/platform';
import { PageIntro, type PageIntroMessages } from '@reentry/ui';

/** A real but minimal page until this remote's feature issue lands. */
export function PlaceholderPage({ messages }: { messages: PageIntroMessages }) {
  const { locale } = useLocale();
  return (
    <div lang={locale}>
      <PageIntro messages={messages} />
    </div>
  );
}
