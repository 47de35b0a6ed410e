import { defineMessage, defineMessages } from 'react-intl';

export const formMessages = defineMessages({
  requiredNote: {
    id: 'forms.form.requiredNote',
    defaultMessage: 'All fields are required unless they say (optional).',
    description: 'Sentence at the top of every form saying which fields must be filled in',
  },
  optional: { id: 'forms.form.optional', defaultMessage: '(optional)', description: 'Added after the label of a field that may stay empty' },
  honeypotLabel: {
    id: 'forms.form.honeypotLabel',
    defaultMessage: 'Leave this field empty',
    description: 'Label of a hidden anti-spam field that people never see',
  },
});

export const errorSummaryMessage = defineMessage<{ count: number }>({
  id: 'forms.form.errorSummary',
  defaultMessage: '{count, plural, one {Please fix the field marked below.} other {Please fix the # fields marked below.}}',
  description: 'Announced when a submitted form has mistakes; count is how many fields',
});
