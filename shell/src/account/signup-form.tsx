import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useToast } from '@reentry/platform';
import { ActionForm } from '@reentry/platform/action-form';
import { ActionTextField } from '@reentry/ui/action-fields';
import { accountMessages as m } from './account.messages';
import { sessionMessages } from './session.messages';
import { safeReturnTo } from './return-to';
import { useJoinedClassText } from './announce-class';
import { signInChecks } from './form-check';
import { useInlineFailureToast } from './inline-failure-toast';
import { cachedUser } from './session-actions';
import { PASSWORDS_DIFFER, SIGNUP_FIELDS } from './signup-fields';

/** The action's own mistake, in words (a check's mistakes already are). */
const errorMessages = { [PASSWORDS_DIFFER.id]: PASSWORDS_DIFFER };

/**
 * The sign-up form, on the site's one form frame, answered by the route's action (signup-action.ts) with
 * or without script. A teacher's link (`/signup?class=KM7P-3QXR`) fills in the class code, in the server's HTML too.
 */
export function SignupForm() {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const failureToast = useInlineFailureToast();
  const joinedClassText = useJoinedClassText();
  const [params] = useSearchParams();
  const classFromLink = (params.get('class') ?? '').slice(0, 40);
  // Opened from /claim (issue 41): the code of the card from class, which lets the email stay empty too.
  const withCard = safeReturnTo(params.get('returnTo')) === '/claim';
  const label = intl.formatMessage;
  return (
    <>
      <ActionForm
        fields={SIGNUP_FIELDS}
        initial={{ classCode: classFromLink }}
        validate={(values) => signInChecks.signup(values, intl)}
        errorMessages={errorMessages}
        submit={m.signupButton}
        sending={m.signingUp}
        failed={{ body: m.tryAgain }}
        onSend={() => {
          const before = cachedUser(queryClient);
          return async () => {
            const user = cachedUser(queryClient);
            if (!user || user === before) return;
            // With a class code, the same toast says at once whose class the learner joined (issue 31).
            const joined = user.assignedInstructorId !== null ? await joinedClassText() : undefined;
            toast({ title: label(sessionMessages.registerOkTitle), description: [label(sessionMessages.registerOkBody), joined].filter(Boolean).join(' '), variant: 'success' });
          };
        }}
        onRefused={(refusal) => failureToast({ title: label(m.registerFailTitle), description: refusal.message ?? label(m.tryAgain), variant: 'destructive' })}
      >
        {/* In the form, so its summary and fields follow it. */}
        <p className="form__required-note">
          <FormattedMessage {...m.signupRequiredNote} />
        </p>
        {/* The email may stay empty with a teacher's link; the class code's label says "(optional)" itself. */}
        <ActionTextField name="username" label={label(m.username)} autoComplete="username" autoCapitalize="none" />
        <ActionTextField name="name" label={label(m.name)} autoComplete="name" />
        <ActionTextField name="email" label={label(m.email)} hint={label(withCard ? m.noEmailCardHint : m.noEmailHint)} aria-required={!classFromLink || undefined} type="email" autoComplete="email" inputMode="email" />
        <ActionTextField name="password" label={label(m.password)} hint={label(m.passwordHint)} type="password" autoComplete="new-password" />
        <ActionTextField name="confirmPassword" label={label(m.confirmPassword)} type="password" autoComplete="new-password" />
        {withCard ? (
          <ActionTextField name="claimCode" label={label(m.claimCode)} hint={label(m.claimCodeHint)} aria-required={undefined} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        ) : (
          <ActionTextField name="classCode" label={label(m.classCode)} hint={label(m.classCodeHint)} aria-required={undefined} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        )}
      </ActionForm>
    </>
  );
}
