import { defineMessages } from 'react-intl';

export const portalMessages = defineMessages({
  title: { id: 'instructor.portal.title', defaultMessage: 'Instructor portal', description: 'Page heading' },
  intro: { id: 'instructor.portal.intro', defaultMessage: 'See your students and your teaching resources.', description: 'One sentence under the heading' },
  tabs: { id: 'instructor.portal.tabs', defaultMessage: 'Portal sections', description: 'Name of the tab list for screen readers' },
  students: { id: 'instructor.portal.tabStudents', defaultMessage: 'My Students', description: 'Tab: the instructor\'s students' },
  resources: { id: 'instructor.portal.tabResources', defaultMessage: 'Teaching Resources', description: 'Tab: lesson plans and handouts' },
  codes: { id: 'instructor.portal.tabCodes', defaultMessage: 'Class Codes', description: 'Tab: codes that let a class sign up together' },
});
