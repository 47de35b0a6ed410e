import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import type { CertificateKind } from '@reentry/contracts/certificate-rules';
import type { OwnedCertificate } from '@reentry/contracts/certificates';
import { FocusedPanel, HTML_FIRST_ATTRIBUTE, isRefusal } from '@reentry/platform/action-form';
import { CERTIFICATE_INTENTS } from './certificate-actions';
import { withdrawMessages as m } from './certificates.messages';

/** The list with one certificate's withdraw question open (a link: it works without script). */
export const withdrawPath = (code: string) => `/certificates?withdraw=${encodeURIComponent(code)}`;

/**
 * "Withdraw this certificate" (issue 31): a link that asks first, in the page, what it means (whoever
 * checks the code sees it was withdrawn, and no name) and that it cannot be undone; "Yes" is a real post
 * to /certificates' route action, "No" a link back. The question takes focus as it shows.
 */
export function WithdrawCertificate({ certificate, kind }: { certificate: OwnedCertificate; kind: CertificateKind }) {
  const intl = useIntl();
  const location = useLocation();
  const navigation = useNavigation();
  const answer = useActionData();
  // Refused (the page again after the post, at /certificates): the question stays open with why.
  const refused = isRefusal(answer) && answer.values.intent === CERTIFICATE_INTENTS.withdraw && answer.values.code === certificate.code ? answer : null;
  const asking = refused !== null || new URLSearchParams(location.search).get('withdraw') === certificate.code;

  if (!asking) {
    return (
      <p className="learning-certificates__withdraw">
        <Link className="button button--secondary" to={withdrawPath(certificate.code)}>
          <FormattedMessage {...m.button} />
        </Link>
      </p>
    );
  }
  const busy = navigation.state === 'submitting' && navigation.formData?.get('code') === certificate.code;
  return (
    // The question takes focus as it shows (in the server's HTML too: the link may have been the browser's own).
    <FocusedPanel className="panel panel--warning learning-certificates__withdraw" role="group" aria-label={intl.formatMessage(m.button)}>
      {refused && (
        <div role="alert">
          <p>
            <strong>
              <FormattedMessage {...m.failedToast} />
            </strong>
          </p>
          <p>{refused.message ?? <FormattedMessage {...m.tryAgain} />}</p>
        </div>
      )}
      <p>
        <FormattedMessage {...m.question} />
      </p>
      <Form method="post" action="/certificates" {...{ [HTML_FIRST_ATTRIBUTE]: '' }} className="actions">
        <input type="hidden" name="intent" value={CERTIFICATE_INTENTS.withdraw} />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="code" value={certificate.code} />
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          <FormattedMessage {...(busy ? m.working : m.confirm)} />
        </button>
        <Link className="button button--secondary" to="/certificates" replace>
          <FormattedMessage {...m.keep} />
        </Link>
      </Form>
    </FocusedPanel>
  );
}
