import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useSearchParams } from 'react-router';
import { useToast } from '@reentry/platform';
import { Button, busyButtonProps } from '@reentry/ui';
import { ActionFormHead, ActionTextField } from './action-form-parts';
import { accountMessages as m } from './account.messages';
import { useJoinedClassText } from './announce-class';
import { signInChecks } from './form-check';
import { useInlineFailureToast } from './inline-failure-toast';
import { cachedUser } from './session-actions';
import type { SignupAnswer } from './signup-action';
import { useActionForm } from './use-action-form';

const fields = ['username', 'name', 'email', 'password', 'confirmPassword', 'classCode'];

/**
 * The sign-up form, a real form the route's action answers (signup-action.ts), with or without script.
 * A teacher's link (`/signup?class=KM7P-3QXR`) fills in the class code, in the server's HTML too.
 */
export function SignupForm() {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const failureToast = useInlineFailureToast();
  const joinedClassText = useJoinedClassText();
  const [params] = useSearchParams();
  const classFromLink = (params.get('class') ?? '').slice(0, 40);
  const form = useActionForm<SignupAnswer>({
    check: signInChecks.signup,
    fields,
    onSend: () => {
      const before = cachedUser(queryClient);
      return async () => {
        const user = cachedUser(queryClient);
        if (!user || user === before) return;
        // With a class code, the same toast says at once whose class the learner joined (issue 31).
        const joined = user.assignedInstructorId !== null ? await joinedClassText() : undefined;
        toast({ title: intl.formatMessage(m.registerOkTitle), description: [intl.formatMessage(m.registerOkBody), joined].filter(Boolean).join(' '), variant: 'success' });
      };
    },
    onAnswer: (answer) =>
      failureToast({ title: intl.formatMessage(m.registerFailTitle), description: answer.message ?? intl.formatMessage(m.tryAgain), variant: 'destructive' }),
  });
  return (
    <Form ref={form.formRef} method="post" noValidate className="form" onSubmit={form.onSubmit} data-html-first="">
      <ActionFormHead shown={form} requiredNote={m.signupRequiredNote} />
      <ActionTextField shown={form} name="username" label={m.username} autoComplete="username" autoCapitalize="none" />
      <ActionTextField shown={form} name="name" label={m.name} autoComplete="name" />
      <ActionTextField shown={form} name="email" label={m.email} hint={m.noEmailHint} required={!classFromLink} type="email" autoComplete="email" inputMode="email" />
      <ActionTextField shown={form} name="password" label={m.password} hint={m.passwordHint} type="password" autoComplete="new-password" />
      <ActionTextField shown={form} name="confirmPassword" label={m.confirmPassword} type="password" autoComplete="new-password" />
      <ActionTextField
        shown={form}
        name="classCode"
        label={m.classCode}
        hint={m.classCodeHint}
        initial={classFromLink}
        required={false}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <Button type="submit" {...busyButtonProps(form.busy)}>
        <FormattedMessage {...(form.busy ? m.signingUp : m.signupButton)} />
      </Button>
    </Form>
  );
}
