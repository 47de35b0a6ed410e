import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { ActionTextField } from '@reentry/ui/action-fields';
import { accountMessages as m } from './account.messages';
import { AccountActionForm } from './account-action-form';
import { AccountLayout } from './account-layout';
import { accountValidation } from './lazy-validation';

export interface MailRequestMessages {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  button: MessageDescriptor;
  /** Said once it is sent (`?done=sent`): the words of the toast it replaced. */
  sentTitle: MessageDescriptor;
  sent: MessageDescriptor;
  failTitle: MessageDescriptor;
}

/**
 * A page that asks for an email address and mails something to it (a reset link, the usernames): a real
 * form its route action answers (mail-request.action.ts), then a status that says it was sent, never
 * whether an account uses the address.
 */
export function MailRequestPage({ messages, links }: { messages: MailRequestMessages; links: ReactNode }) {
  return (
    <AccountLayout messages={{ title: messages.title, intro: messages.intro }}>
      <AccountActionForm
        fields={['email']}
        check={accountValidation.forgotPassword}
        submit={messages.button}
        sending={m.sending}
        failed={{ title: messages.failTitle, body: m.somethingWrong }}
        done={{ outcome: 'sent', title: messages.sentTitle, body: messages.sent }}
      >
        <ActionTextField name="email" label={<FormattedMessage {...m.email} />} type="email" autoComplete="email" inputMode="email" />
      </AccountActionForm>
      <p className="account__links">{links}</p>
    </AccountLayout>
  );
}
