import { defineMessages } from 'react-intl';

export const auditMessages = defineMessages({
  caption: { id: 'admin.audit.caption', defaultMessage: 'Audit log: who did what, newest first', description: 'Table caption' },
  intro: { id: 'admin.audit.intro', defaultMessage: 'Every change made here, every export, and every time someone opened the private answers of an application. Nobody can edit or delete this log.', description: 'Intro of the audit log tab' },
  empty: { id: 'admin.audit.empty', defaultMessage: 'Nothing has been recorded yet.', description: 'Empty audit log' },
  when: { id: 'admin.audit.when', defaultMessage: 'When', description: 'Column' },
  who: { id: 'admin.audit.who', defaultMessage: 'Who', description: 'Column' },
  action: { id: 'admin.audit.action', defaultMessage: 'What', description: 'Column: the action' },
  record: { id: 'admin.audit.record', defaultMessage: 'Record', description: 'Column: which record' },
  detail: { id: 'admin.audit.detail', defaultMessage: 'Details', description: 'Column: extra facts' },
  older: { id: 'admin.audit.older', defaultMessage: 'Older entries', description: 'Pager link' },
  newer: { id: 'admin.audit.newer', defaultMessage: 'Newer entries', description: 'Pager link' },
});
