import { defineMessage, defineMessages } from 'react-intl';

export const storyMessages = {
  ...defineMessages({
    caption: { id: 'admin.stories.caption', defaultMessage: 'Success stories people shared', description: 'Table caption' },
    empty: { id: 'admin.stories.empty', defaultMessage: 'No success stories found.', description: 'Empty success stories list' },
    shared: { id: 'admin.stories.shared', defaultMessage: 'Shared', description: 'Column: when the story was shared' },
    name: { id: 'admin.stories.name', defaultMessage: 'Name', description: 'Column: writer' },
    story: { id: 'admin.stories.story', defaultMessage: 'Story', description: 'Column: the story' },
    location: { id: 'admin.stories.location', defaultMessage: 'Location', description: 'Detail' },
    occupation: { id: 'admin.stories.occupation', defaultMessage: 'Occupation', description: 'Detail' },
    state: { id: 'admin.stories.state', defaultMessage: 'On the home page', description: 'Column and filter: approval' },
    approved: { id: 'admin.stories.approved', defaultMessage: 'Approved', description: 'Story state' },
    pending: { id: 'admin.stories.pending', defaultMessage: 'Waiting for review', description: 'Story state' },
    approve: { id: 'admin.stories.approve', defaultMessage: 'Approve', description: 'Button: show the story on the home page' },
    unapprove: { id: 'admin.stories.unapprove', defaultMessage: 'Unapprove', description: 'Button: hide the story again' },
    delete: { id: 'admin.stories.delete', defaultMessage: 'Delete', description: 'Button: delete the story' },
    moderate: { id: 'admin.stories.moderate', defaultMessage: 'Review', description: 'Column of the Approve, Unapprove and Delete buttons (the View Details column is called Actions)' },
    consent: { id: 'admin.stories.consent', defaultMessage: 'Agreed to be published', description: 'Detail: when the writer agreed' },
    note: { id: 'admin.stories.note', defaultMessage: 'Only approved stories appear on the home page, in the language they were written in first.', description: 'Note above the list' },
  }),
  approveOf: defineMessage<{ name: string | number }>({ id: 'admin.stories.approveOf', defaultMessage: 'Approve: {name}', description: 'Accessible name' }),
  unapproveOf: defineMessage<{ name: string | number }>({ id: 'admin.stories.unapproveOf', defaultMessage: 'Unapprove: {name}', description: 'Accessible name' }),
  deleteOf: defineMessage<{ name: string | number }>({ id: 'admin.stories.deleteOf', defaultMessage: 'Delete: {name}', description: 'Accessible name' }),
  confirmDelete: defineMessage<{ name: string | number }>({ id: 'admin.stories.confirmDelete', defaultMessage: 'Delete the story of {name} for good? This cannot be undone.', description: 'Confirmation question' }),
  approvedToast: defineMessage<{ name: string | number }>({ id: 'admin.stories.approvedToast', defaultMessage: 'The story of {name} is on the home page now.', description: 'Toast' }),
  unapprovedToast: defineMessage<{ name: string | number }>({ id: 'admin.stories.unapprovedToast', defaultMessage: 'The story of {name} is hidden now.', description: 'Toast' }),
  deletedToast: defineMessage<{ name: string | number }>({ id: 'admin.stories.deletedToast', defaultMessage: 'The story of {name} was deleted.', description: 'Toast' }),
};
