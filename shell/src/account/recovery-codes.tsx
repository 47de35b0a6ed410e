import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@reentry/platform';
import { Button } from '@reentry/ui';
import { copyText, downloadText, printOnly, recoveryCodesText } from './recovery-code-actions';
import { securityMessages as s } from './security.messages';

/**
 * The one-time recovery codes, shown once; the heading takes focus so the change is announced. They can be
 * copied, saved as a text file or printed (only the codes are printed).
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const asText = () => recoveryCodesText(intl.formatMessage(s.codesFileTitle), codes, intl.formatMessage(s.codesFileNote));

  function copy() {
    // No await before the clipboard call: it must happen inside the press.
    copyText(asText()).then(
      () => toast({ title: intl.formatMessage(s.codesCopied), variant: 'success' }),
      () => toast({ title: intl.formatMessage(s.codesCopyFailed), description: intl.formatMessage(s.codesCopyFailedBody), variant: 'destructive' }),
    );
  }

  return (
    <div className="panel recovery-codes-panel" data-print-only>
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
      <div className="button-row no-print">
        <Button variant="secondary" onClick={copy}>
          <FormattedMessage {...s.codesCopy} />
        </Button>
        <Button variant="secondary" onClick={() => downloadText(intl.formatMessage(s.codesFileName), asText())}>
          <FormattedMessage {...s.codesDownload} />
        </Button>
        <Button variant="secondary" onClick={printOnly}>
          <FormattedMessage {...s.codesPrint} />
        </Button>
      </div>
      <p className="no-print">
        <Button onClick={onDone}>
          <FormattedMessage {...s.codesSaved} />
        </Button>
      </p>
    </div>
  );
}
