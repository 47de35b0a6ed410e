import { defineMessage, defineMessages } from 'react-intl';

/** The class roster in the portal (issue 41): people in the class who have no account yet. */
export const rosterMessages = {
  ...defineMessages({
    heading: { id: 'instructor.roster.heading', defaultMessage: 'People without an account', description: 'Heading of the class roster' },
    intro: {
      id: 'instructor.roster.intro',
      defaultMessage: 'For a class inside a facility: add each person by name, or by a roster number only. Nothing else is asked, and only you see this list.',
      description: 'What the roster is for',
    },
    name: { id: 'instructor.roster.name', defaultMessage: 'Name or roster number', description: 'Label: the person to add' },
    add: { id: 'instructor.roster.add', defaultMessage: 'Add to the class', description: 'Button: add the person' },
    empty: { id: 'instructor.roster.empty', defaultMessage: 'No one yet.', description: 'The roster is empty' },
    notLoaded: { id: 'instructor.roster.notLoaded', defaultMessage: 'The list did not load. Reload the page to try again.', description: 'The roster could not be read' },
    failed: { id: 'instructor.roster.failed', defaultMessage: 'The person was not added. Please try again.', description: 'Adding failed for an unknown reason' },
  }),
  added: defineMessage<{ name: string }>({ id: 'instructor.roster.added', defaultMessage: '{name} was added to the class.', description: 'Said after adding a person' }),
};
