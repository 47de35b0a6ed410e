import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { sharedMessages as m } from './shared.messages';

/**
 * A link to another website: it cannot reach back into this page (`noopener noreferrer`), and it
 * says that it leaves the site (read by screen readers; the print stylesheet prints its address).
 */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} rel="noopener noreferrer" className={['learning-external', className].filter(Boolean).join(' ')}>
      {children}
      <span className="learning-sr-only">
        {' '}
        <FormattedMessage {...m.leavesSite} />
      </span>
    </a>
  );
}
