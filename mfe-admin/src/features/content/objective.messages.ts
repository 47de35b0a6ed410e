import { defineMessages } from 'react-intl';

/** The objective picker's empty choice (issue 40); the objectives' names are in the contract (learningObjectiveMessages). */
export const objectiveMessages = defineMessages({
  none: { id: 'admin.content.objective.none', defaultMessage: 'Choose what it checks', description: 'Content studio: the learning objective not chosen yet' },
});
