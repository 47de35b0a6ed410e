import { defineMessages } from 'react-intl';

export const assistanceMessages = defineMessages({
  caption: { id: 'admin.assistance.caption', defaultMessage: 'Reentry assistance applications', description: 'Table caption' },
  empty: { id: 'admin.assistance.empty', defaultMessage: 'No assistance applications found.', description: 'Spec empty message of the assistance applications tab' },
  applicant: { id: 'admin.assistance.applicant', defaultMessage: 'Applicant', description: 'Column: applicant name' },
  reference: { id: 'admin.assistance.reference', defaultMessage: 'Reference', description: 'Column: reference number' },
  help: { id: 'admin.assistance.help', defaultMessage: 'Help needed', description: 'Column and filter: type of assistance' },
  housing: { id: 'admin.assistance.type.housing', defaultMessage: 'Housing', description: 'Assistance type' },
  employment: { id: 'admin.assistance.type.employment', defaultMessage: 'Employment', description: 'Assistance type' },
  both: { id: 'admin.assistance.type.both', defaultMessage: 'Housing and employment', description: 'Assistance type' },
  releaseDate: { id: 'admin.assistance.releaseDate', defaultMessage: 'Release date', description: 'Detail' },
  location: { id: 'admin.assistance.location', defaultMessage: 'Location', description: 'Detail' },
  transportation: { id: 'admin.assistance.transportation', defaultMessage: 'Has transportation', description: 'Detail' },
  situation: { id: 'admin.assistance.situation', defaultMessage: 'Current situation', description: 'Detail (sensitive)' },
  experience: { id: 'admin.assistance.experience', defaultMessage: 'Previous experience', description: 'Detail' },
  needs: { id: 'admin.assistance.needs', defaultMessage: 'Other needs', description: 'Detail (sensitive)' },
  emergency: { id: 'admin.assistance.emergency', defaultMessage: 'Emergency contact', description: 'Detail (sensitive)' },
  background: { id: 'admin.assistance.background', defaultMessage: 'Criminal background', description: 'Detail (sensitive)' },
  sensitiveNote: { id: 'admin.assistance.sensitiveNote', defaultMessage: 'These private answers are shown only here, and each time you open them it is recorded in the audit log.', description: 'Note above the decrypted fields' },
  promise: { id: 'admin.assistance.promise', defaultMessage: 'We promise a reply within 48 hours. New applications older than that are marked Overdue.', description: 'Note above the applications list' },
});
