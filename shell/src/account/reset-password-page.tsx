import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useActionData, useLocation, useNavigate } from 'react-router';
import { authValidationMessages } from '@reentry/contracts/auth-rules';
import { RESET_REDIRECT_MS } from '@reentry/contracts/constants';
import { isRefusal, useFormOutcome } from '@reentry/platform/action-form';
import { ActionTextField } from '@reentry/ui/action-fields';
import { accountMessages as m } from './account.messages';
import { AccountActionForm } from './account-action-form';
import { accountErrorMessages } from './account-error-messages';
import { AccountLayout } from './account-layout';
import { accountValidation } from './lazy-validation';
import { LinkNeedsScript } from './link-needs-script';
import { ResetWithCodeForm } from './reset-with-code-form';

type Reset = { token: string; email: string };

/**
 * The mailed link carries token and email in the fragment (#token=...&email=...), which never reaches a
 * server, so only the page's code can read it; as query parameters (?token=...&email=..., the spec's
 * form) the server reads them too, and the page works without script.
 */
function linkIn(hash: string, search: string): Reset | null {
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  const fromQuery = new URLSearchParams(search);
  const token = fromHash.get('token') ?? fromQuery.get('token') ?? '';
  const email = fromHash.get('email') ?? fromQuery.get('email') ?? '';
  return token && email ? { token, email } : null;
}

function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AccountLayout key="done" messages={{ title: m.resetDoneTitle, intro: m.resetDoneBody }}>
      <p role="status" className="panel">
        <FormattedMessage {...m.resetDoneTitle} />
      </p>
      <Link to="/login">
        <FormattedMessage {...m.goToLogin} />
      </Link>
    </AccountLayout>
  );
}

function InvalidLink() {
  return (
    <AccountLayout key="invalid" messages={{ title: m.invalidTitle, intro: authValidationMessages.resetLinkInvalid }}>
      <Link className="button button--primary" to="/forgot-password">
        <FormattedMessage {...m.requestNewLink} />
      </Link>
      <p className="account__links">
        <Link to="/reset-password?with=code">
          <FormattedMessage {...m.haveCodeLink} />
        </Link>
      </p>
    </AccountLayout>
  );
}

function ResetByLinkForm({ link }: { link: Reset }) {
  return (
    <AccountLayout messages={{ title: m.resetTitle, intro: m.resetIntro }}>
      <AccountActionForm errorMessages={accountErrorMessages}
        fields={['token', 'email', 'password', 'confirmPassword']}
        initial={link}
        check={accountValidation.resetPassword}
        submit={m.resetButton}
        sending={m.resetting}
        failed={{ title: m.resetFailTitle, body: authValidationMessages.resetLinkInvalid }}
        action="/reset-password"
      >
        <input type="hidden" name="token" value={link.token} />
        <input type="hidden" name="email" value={link.email} />
        <ActionTextField name="password" label={<FormattedMessage {...m.newPassword} />} hint={<FormattedMessage {...m.resetPasswordHint} />} type="password" autoComplete="new-password" />
        <ActionTextField name="confirmPassword" label={<FormattedMessage {...m.confirmNewPassword} />} type="password" autoComplete="new-password" />
      </AccountActionForm>
      <p className="account__links">
        <Link to="/forgot-password">
          <FormattedMessage {...m.requestNewLink} />
        </Link>
      </p>
    </AccountLayout>
  );
}

/**
 * `/reset-password`: a new password by the mailed link, or (`?with=code`, and a refused code form) by a
 * code from an instructor.
 * Both are real forms the page's route action answers (reset-password.action.ts); a reset ends at
 * `?done=reset`.
 */
export function ResetPasswordPage() {
  const location = useLocation();
  const done = useFormOutcome();
  const answer = useActionData();
  const refused = isRefusal(answer) ? answer.values : null;
  const search = new URLSearchParams(location.search);
  // What the server can see: the link's query, or the link the refused form posted.
  const shown = refused?.token && refused.email ? { token: refused.token, email: refused.email } : linkIn('', location.search);
  // The fragment exists only in the browser: read after hydration, so server and browser render the same.
  const [fromFragment, setFromFragment] = useState<Reset | null | undefined>(undefined);
  useEffect(() => {
    setFromFragment(location.hash ? linkIn(location.hash, '') : null);
    // The secret link should not stay on screen or in the browser's history.
    if (location.hash || new URLSearchParams(location.search).has('token')) window.history.replaceState(window.history.state, '', location.pathname);
  }, [location.hash, location.pathname, location.search]);

  if (done === 'reset') return <ResetDone />;
  if (search.get('with') === 'code' || refused?.username !== undefined) {
    return (
      <AccountLayout key="code" messages={{ title: m.resetCodeTitle, intro: m.resetCodeIntro }}>
        <ResetWithCodeForm />
      </AccountLayout>
    );
  }
  const link = shown ?? fromFragment;
  if (link) return <ResetByLinkForm key={link.token} link={link} />;
  // Neutral until the browser has looked for a fragment: the same markup on the server and the first render.
  if (link === undefined) {
    return (
      <AccountLayout key="reading" messages={{ title: m.resetTitle, intro: m.resetIntro }}>
        <LinkNeedsScript />
      </AccountLayout>
    );
  }
  return <InvalidLink />;
}
