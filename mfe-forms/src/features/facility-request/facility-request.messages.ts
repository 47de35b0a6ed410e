import { defineMessages } from 'react-intl';

export const facilityRequestMessages = defineMessages({
  heading: { id: 'forms.facility.heading', defaultMessage: 'Request a workshop', description: 'Heading above the facility request form' },
  facilityName: { id: 'forms.facility.facilityName', defaultMessage: 'Facility Name', description: 'Label (spec)' },
  facilityType: { id: 'forms.facility.facilityType', defaultMessage: 'Facility Type', description: 'Label of the facility type choices (spec)' },
  contactName: { id: 'forms.facility.contactName', defaultMessage: 'Contact Name', description: 'Label (spec)' },
  contactPosition: { id: 'forms.facility.contactPosition', defaultMessage: 'Position/Title', description: 'Label of the contact person’s job title' },
  contactEmail: { id: 'forms.facility.contactEmail', defaultMessage: 'Email', description: 'Label of the contact person’s email' },
  contactPhone: { id: 'forms.facility.contactPhone', defaultMessage: 'Contact Phone', description: 'Label (spec)' },
  phoneHint: { id: 'forms.facility.phoneHint', defaultMessage: 'At least 10 digits, for example (614) 555-0142.', description: 'Hint under the phone field' },
  facilityAddress: { id: 'forms.facility.facilityAddress', defaultMessage: 'Facility Address', description: 'Label (spec)' },
  participantCount: { id: 'forms.facility.participantCount', defaultMessage: 'Estimated Number of Participants', description: 'Label (spec)' },
  participantHint: { id: 'forms.facility.participantHint', defaultMessage: 'A whole number, like 25.', description: 'Hint under the number of participants' },
  preferredDate: { id: 'forms.facility.preferredDate', defaultMessage: 'Preferred Date', description: 'Label (spec)' },
  preferredDateHint: {
    id: 'forms.facility.preferredDateHint',
    defaultMessage: 'For example: any Tuesday in May. Please ask 3 to 4 weeks ahead.',
    description: 'Hint under the preferred date',
  },
  specialRequirements: { id: 'forms.facility.specialRequirements', defaultMessage: 'Special Requirements', description: 'Label (spec)' },
  specialHint: {
    id: 'forms.facility.specialHint',
    defaultMessage: 'Security rules, what devices are allowed, or anything else we should know.',
    description: 'Hint under special requirements',
  },
  submit: { id: 'forms.facility.submit', defaultMessage: 'Submit Request', description: 'Submit button' },
  submitting: { id: 'forms.facility.submitting', defaultMessage: 'Submitting...', description: 'Submit button while sending (spec)' },
  okTitle: { id: 'forms.facility.okTitle', defaultMessage: 'Request Submitted', description: 'Success toast title (spec)' },
  okBody: { id: 'forms.facility.okBody', defaultMessage: "Thank you! We'll contact you shortly to confirm the details.", description: 'Success toast text (spec)' },
  failTitle: { id: 'forms.facility.failTitle', defaultMessage: 'Submission Failed', description: 'Failure toast title (spec)' },
  failBody: {
    id: 'forms.facility.failBody',
    defaultMessage: 'There was an error submitting your request. Please try again.',
    description: 'Failure toast text (spec)',
  },
});
