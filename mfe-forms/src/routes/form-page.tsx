import type { ReactNode } from 'react';
import { useLocale } from '@reentry/platform';
import { PageIntro, type PageIntroMessages } from '@reentry/ui';

/** A page of this remote: its heading and intro, then the features it is made of. */
export function FormPage({ messages, children }: { messages: PageIntroMessages; children: ReactNode }) {
  const { locale } = useLocale();
  return (
    <div lang={locale} className="forms-page">
      <PageIntro messages={messages} />
      {children}
    </div>
  );
}
