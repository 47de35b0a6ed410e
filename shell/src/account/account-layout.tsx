import type { ReactNode } from 'react';
import { PageIntro, type PageIntroMessages } from '@reentry/ui';

/** The narrow, single-column frame of every account page. */
export function AccountLayout({ messages, children }: { messages: PageIntroMessages; children: ReactNode }) {
  return (
    <div className="account">
      <PageIntro messages={messages} />
      {children}
    </div>
  );
}
