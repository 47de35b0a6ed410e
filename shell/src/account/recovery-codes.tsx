import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@reentry/ui';
import { securityMessages as s } from './security.messages';

/** The one-time recovery codes, shown once; the heading takes focus so the change is announced. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="panel">
      <h3 ref={heading} tabIndex={-1}>
        <FormattedMessage {...s.codesHeading} />
      </h3>
      <p>
        <FormattedMessage {...s.codesIntro} />
      </p>
      <ul className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>
        <FormattedMessage {...s.codesSaved} />
      </Button>
    </div>
  );
}
