import { defineMessages } from 'react-intl';
import type { ResetCodeActionMessages } from '@reentry/ui';
import { studentsMessages } from '../students/students.messages';

/** "Make a reset code" on a student's row (issue 31): the code the instructor reads to a learner without email. */
export const resetCodeMessages: ResetCodeActionMessages = {
  // The same words as on the student's row: the learner without email may have forgotten the username too.
  usernameIs: studentsMessages.username,
  ...defineMessages({
    button: { id: 'instructor.resetCode.button', defaultMessage: 'Make a reset code', description: 'Button on a student row: make a one-time code to choose a new password' },
    buttonFor: { id: 'instructor.resetCode.buttonFor', defaultMessage: 'Make a reset code for {name}', description: 'Accessible name of the button, with the student name' },
    confirmTitle: { id: 'instructor.resetCode.confirmTitle', defaultMessage: 'Make a reset code for {name}?', description: 'Confirm dialog heading' },
    confirmBody: {
      id: 'instructor.resetCode.confirmBody',
      defaultMessage: '{name} can use it once, in the next 24 hours, to choose a new password. A code you made for them before stops working. Make one only when they ask you in person.',
      description: 'Confirm dialog: what the code does',
    },
    confirm: { id: 'instructor.resetCode.confirm', defaultMessage: 'Make the code', description: 'Confirm dialog: yes' },
    cancel: { id: 'instructor.resetCode.cancel', defaultMessage: 'Cancel', description: 'Confirm dialog: no' },
    codeTitle: { id: 'instructor.resetCode.codeTitle', defaultMessage: 'Reset code for {name}', description: 'Dialog heading above the new code' },
    codeBody: { id: 'instructor.resetCode.codeBody', defaultMessage: 'Write this down and give it to {name}. It works once, for 24 hours.', description: 'Dialog text above the new code' },
    codeWhere: {
      id: 'instructor.resetCode.codeWhere',
      defaultMessage: 'They go to Log In, then "Forgot your password?", then "I have a code from my instructor", and enter their username and this code. You will not see this code again.',
      description: 'Dialog text under the code: where the student uses it; it is shown only now',
    },
    copy: { id: 'instructor.resetCode.copy', defaultMessage: 'Copy code', description: 'Button: copy the code' },
    copied: { id: 'instructor.resetCode.copied', defaultMessage: 'Code copied.', description: 'Said after the code was copied' },
    copyFailed: { id: 'instructor.resetCode.copyFailed', defaultMessage: 'Could not copy. Write the code down instead.', description: 'Said when copying failed' },
    close: { id: 'instructor.resetCode.close', defaultMessage: 'Done', description: 'Button: close the dialog' },
    limitReached: {
      id: 'instructor.resetCode.limitReached',
      defaultMessage: 'You have made 5 reset codes today, the most allowed. Try again tomorrow, or ask an administrator to make one.',
      description: 'Refusal: the daily limit of reset codes is reached',
    },
    staffRefused: {
      id: 'instructor.resetCode.staffRefused',
      defaultMessage: '{name} has a staff account. Staff accounts cannot get a reset code; they reset their password by email.',
      description: 'Refusal: the account belongs to staff',
    },
    notFound: { id: 'instructor.resetCode.notFound', defaultMessage: '{name} is no longer one of your students. Reload the page.', description: 'Refusal: the student is not assigned to this instructor any more' },
    failed: { id: 'instructor.resetCode.failed', defaultMessage: 'The code could not be made. Please try again.', description: 'Any other failure' },
  }),
};
