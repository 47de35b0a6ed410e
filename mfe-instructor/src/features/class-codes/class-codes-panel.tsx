import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ClassCode } from '@reentry/contracts/class-codes';
import { ApiError } from '@reentry/platform';
import { ClassCodeCard } from './class-code-card';
import { ClassContactForm } from './class-contact-form';
import { RosterSection } from '../roster/roster-section';
import { useClassCodes } from './class-codes.query';
import { classCodesMessages as m } from './class-codes.messages';
import { NewClassCodeForm } from './new-class-code-form';
import { useRevokeClassCode } from './revoke-class-code';

/** The Class codes tab: make a code for a class session, see the open ones, turn one off; the class's contact line; the roster of people without an account. */
export function ClassCodesPanel() {
  const intl = useIntl();
  const headingId = useId();
  const listId = useId();
  const { data: codes } = useClassCodes();
  const revoke = useRevokeClassCode();
  // One polite live region tells screen-reader users what changed (made, copied, turned off).
  const [status, setStatus] = useState('');

  async function turnOff(code: ClassCode) {
    try {
      await revoke.mutateAsync(code.id);
      setStatus(intl.formatMessage(m.revoked, { code: code.code }));
    } catch (error) {
      setStatus((error instanceof ApiError && error.userMessage) || intl.formatMessage(m.failed));
    }
  }

  return (
    <section className="class-codes" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.heading} />
      </h2>
      <p>
        <FormattedMessage {...m.intro} />
      </p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <NewClassCodeForm onCreated={(code) => setStatus(intl.formatMessage(m.created, { code: code.code }))} />
      <section aria-labelledby={listId}>
        <h3 id={listId}>
          <FormattedMessage {...m.openHeading} />
        </h3>
        {codes && codes.length > 0 ? (
          <ul className="class-codes__list">
            {codes.map((code) => (
              <ClassCodeCard key={code.id} code={code} onRevoke={(c) => void turnOff(c)} revoking={revoke.isPending} announce={setStatus} />
            ))}
          </ul>
        ) : (
          <p>
            <FormattedMessage {...m.none} />
          </p>
        )}
      </section>
      <ClassContactForm announce={setStatus} />
      <RosterSection announce={setStatus} />
    </section>
  );
}
