import { defineMessages } from 'react-intl';
import type { ResetCodeActionMessages } from '@reentry/ui';

/** "Make a reset code" on a learner's row (issue 31): a one-time code an admin gives to a learner without email. */
export const resetCodeMessages: ResetCodeActionMessages = defineMessages({
  button: { id: 'admin.resetCode.button', defaultMessage: 'Make a reset code', description: 'Button on a user row: make a one-time code to choose a new password' },
  buttonFor: { id: 'admin.resetCode.buttonFor', defaultMessage: 'Make a reset code for {name}', description: 'Accessible name of the button, with the person name' },
  confirmTitle: { id: 'admin.resetCode.confirmTitle', defaultMessage: 'Make a reset code for {name}?', description: 'Confirm dialog heading' },
  confirmBody: {
    id: 'admin.resetCode.confirmBody',
    defaultMessage: '{name} can use it once, in the next 24 hours, to choose a new password. Any code made for them before stops working. Make one only when you know it is really them asking.',
    description: 'Confirm dialog: what the code does',
  },
  confirm: { id: 'admin.resetCode.confirm', defaultMessage: 'Make the code', description: 'Confirm dialog: yes' },
  cancel: { id: 'admin.resetCode.cancel', defaultMessage: 'Cancel', description: 'Confirm dialog: no' },
  codeTitle: { id: 'admin.resetCode.codeTitle', defaultMessage: 'Reset code for {name}', description: 'Dialog heading above the new code' },
  codeBody: { id: 'admin.resetCode.codeBody', defaultMessage: 'Write this down and give it to {name}. It works once, for 24 hours.', description: 'Dialog text above the new code' },
  codeWhere: {
    id: 'admin.resetCode.codeWhere',
    defaultMessage: 'They go to Log In, then "Forgot your password?", then "I have a code from my instructor", and enter their username and this code. You will not see this code again.',
    description: 'Dialog text under the code: where the learner uses it; it is shown only now',
  },
  copy: { id: 'admin.resetCode.copy', defaultMessage: 'Copy code', description: 'Button: copy the code' },
  copied: { id: 'admin.resetCode.copied', defaultMessage: 'Code copied.', description: 'Said after the code was copied' },
  copyFailed: { id: 'admin.resetCode.copyFailed', defaultMessage: 'Could not copy. Write the code down instead.', description: 'Said when copying failed' },
  close: { id: 'admin.resetCode.close', defaultMessage: 'Done', description: 'Button: close the dialog' },
  limitReached: {
    id: 'admin.resetCode.limitReached',
    defaultMessage: 'You have made 5 reset codes today, the most allowed. Try again tomorrow, or ask another administrator.',
    description: 'Refusal: the daily limit of reset codes is reached',
  },
  staffRefused: {
    id: 'admin.resetCode.staffRefused',
    defaultMessage: '{name} has a staff account. Staff accounts cannot get a reset code; they reset their password by email.',
    description: 'Refusal: the account belongs to staff',
  },
  notFound: { id: 'admin.resetCode.notFound', defaultMessage: 'This account no longer exists. Reload the page.', description: 'Refusal: the user is gone' },
  failed: { id: 'admin.resetCode.failed', defaultMessage: 'The code could not be made. Please try again.', description: 'Any other failure' },
});
