import { defineMessage, defineMessages } from 'react-intl';

export const errorSummaryMessage = defineMessage<{ count: number }>({
  id: 'platform.form.errorSummary',
  defaultMessage: '{count, plural, one {Please fix the field marked below.} other {Please fix the # fields marked below.}}',
  description: 'Announced when a sent form has mistakes; count is how many fields',
});

export const actionFormMessages = defineMessages({
  requiredNote: {
    id: 'platform.form.requiredNote',
    defaultMessage: 'All fields are required unless they say (optional).',
    description: 'Sentence at the top of a form saying which fields must be filled in',
  },
  optional: { id: 'platform.form.optional', defaultMessage: '(optional)', description: 'Added after the label of a field that may stay empty' },
});
