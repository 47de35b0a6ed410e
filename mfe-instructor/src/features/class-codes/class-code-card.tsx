import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ClassCode } from '@reentry/contracts/class-codes';
import { pressActionProps, usePressOutcome } from '@reentry/platform';
import { Button } from '@reentry/ui';
import { useFormatDateTime } from '../site-config/use-format-date';
import { classCodesMessages as m } from './class-codes.messages';

interface Props {
  code: ClassCode;
  onRevoke: (code: ClassCode) => void;
  revoking: boolean;
  announce: (text: string) => void;
}

/** One open code: the code in large letters (to read aloud or copy to the board), its link, places and end. */
export function ClassCodeCard({ code, onRevoke, revoking, announce }: Props) {
  const intl = useIntl();
  const formatTime = useFormatDateTime();
  const linkId = useId();
  // The full address needs the page's origin: the server's HTML shows the path, the browser the whole link.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const link = origin + code.signupPath;

  // The platform copies the whole address at the press itself (a browser copies only inside the visitor's
  // own press), also before this page's code has come.
  const copyButton = useRef<HTMLButtonElement>(null);
  usePressOutcome(copyButton, (outcome) => announce(intl.formatMessage(outcome === 'done' ? m.copied : m.copyFailed)));

  return (
    <li className="class-code">
      <p className="class-code__label">
        <FormattedMessage {...m.codeLabel} />
      </p>
      <p className="class-code__code" lang="en">
        {code.code}
      </p>
      <p className="class-code__facts">
        <FormattedMessage {...m.places} values={{ remaining: code.remainingSignups, max: code.maxSignups }} />
        {' · '}
        <FormattedMessage {...m.ends} values={{ time: formatTime(code.expiresAt) }} />
      </p>
      <div className="field">
        <label className="field__label" htmlFor={linkId}>
          <FormattedMessage {...m.linkLabel} />
        </label>
        <input id={linkId} className="field__input class-code__link" readOnly value={link} onFocus={(event) => event.target.select()} />
      </div>
      <div className="button-row">
        <Button ref={copyButton} variant="secondary" {...pressActionProps('copy-link', code.signupPath)}>
          <FormattedMessage {...m.copy} />
        </Button>
        <Button variant="secondary" disabled={revoking} onClick={() => onRevoke(code)}>
          <FormattedMessage {...m.revoke} values={{ code: code.code }} />
        </Button>
      </div>
    </li>
  );
}
