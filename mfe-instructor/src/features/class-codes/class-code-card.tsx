import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ClassCode } from '@reentry/contracts/class-codes';
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

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      announce(intl.formatMessage(m.copied));
    } catch {
      announce(intl.formatMessage(m.copyFailed));
    }
  }

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
        <Button variant="secondary" onClick={() => void copy()}>
          <FormattedMessage {...m.copy} />
        </Button>
        <Button variant="secondary" disabled={revoking} onClick={() => onRevoke(code)}>
          <FormattedMessage {...m.revoke} values={{ code: code.code }} />
        </Button>
      </div>
    </li>
  );
}
