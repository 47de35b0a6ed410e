import type { ReactNode } from 'react';
import { useLocale } from '@reentry/platform';
import { PageIntro, type PageIntroMessages } from '@reentry/ui';
import { NativePostContext, usePageActionResult } from '../shared/native-post';

/**
 * A page of this remote: its heading and intro, then the features it is made of, which read the answer
 * to the page's form posted without script (its route action), if any.
 */
export function FormPage({ messages, children }: { messages: PageIntroMessages; children: ReactNode }) {
  const { locale } = useLocale();
  const posted = usePageActionResult();
  return (
    <div lang={locale} className="forms-page">
      <PageIntro messages={messages} />
      <NativePostContext value={posted}>{children}</NativePostContext>
    </div>
  );
}
