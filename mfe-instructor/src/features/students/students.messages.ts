import { defineMessage, defineMessages } from 'react-intl';

export const studentsMessages = {
  ...defineMessages({
    listHeading: { id: 'instructor.students.listHeading', defaultMessage: 'Your students', description: 'Heading of the student list' },
    search: { id: 'instructor.students.search', defaultMessage: 'Search by name, username or email', description: 'Label of the box that filters the student list' },
    sort: { id: 'instructor.students.sort', defaultMessage: 'Sort by', description: 'Label of the list order choice' },
    sortName: { id: 'instructor.students.sortName', defaultMessage: 'Name (A to Z)', description: 'List order: by name' },
    sortProgressDesc: { id: 'instructor.students.sortProgressDesc', defaultMessage: 'Most progress first', description: 'List order: most completed modules first' },
    sortProgressAsc: { id: 'instructor.students.sortProgressAsc', defaultMessage: 'Least progress first', description: 'List order: fewest completed modules first' },
    noMatch: { id: 'instructor.students.noMatch', defaultMessage: 'No students match your search.', description: 'The search found nobody' },
    noEmail: {
      id: 'instructor.students.noEmail',
      defaultMessage: 'No email (to get back in, they need a reset code from you)',
      description: 'In place of the email of a student who signed up with a class code and no email',
    },
    emptyTitle: { id: 'instructor.students.emptyTitle', defaultMessage: 'No students assigned yet', description: 'Empty state heading (spec wording)' },
    emptyBody: {
      id: 'instructor.students.emptyBody',
      defaultMessage: "Once students are assigned to you by an administrator, they'll appear here.",
      description: 'Empty state text (spec wording)',
    },
  }),
  shown: defineMessage<{ shown: number; total: number }>({
    id: 'instructor.students.shown',
    defaultMessage: 'Showing {shown} of {total} students',
    description: 'Count under the search box, read out when the search changes',
  }),
  username: defineMessage<{ username: string }>({
    id: 'instructor.students.username',
    defaultMessage: 'Username: {username}',
    description: 'What the student logs in with (a learner without email who forgot it asks the instructor)',
  }),
  completed: defineMessage<{ count: number; total: number }>({
    id: 'instructor.students.completed',
    defaultMessage: '{count} of {total} modules completed',
    description: 'A student\'s progress in the list, e.g. "3 of 6 modules completed"',
  }),
};

export const detailMessages = {
  ...defineMessages({
    prompt: { id: 'instructor.detail.prompt', defaultMessage: 'Select a student to view their details', description: 'Detail panel before a student is chosen (spec wording)' },
    close: { id: 'instructor.detail.close', defaultMessage: 'Close', description: 'Button that closes the detail panel' },
    back: { id: 'instructor.detail.back', defaultMessage: 'Back to all students', description: 'Link back to the list on a phone' },
    notFound: { id: 'instructor.detail.notFound', defaultMessage: 'We could not find this student in your class.', description: 'The chosen student is not assigned to this instructor' },
    neverActive: { id: 'instructor.detail.neverActive', defaultMessage: 'No quiz taken yet', description: 'The student has not taken any quiz' },
    modulesHeading: { id: 'instructor.detail.modulesHeading', defaultMessage: 'Progress by module', description: 'Heading of the per-module list' },
    'not-started': { id: 'instructor.detail.status.notStarted', defaultMessage: 'Not started', description: 'Module status: no quiz taken' },
    'in-progress': { id: 'instructor.detail.status.inProgress', defaultMessage: 'In progress', description: 'Module status: quiz taken, not passed yet' },
    completed: { id: 'instructor.detail.status.completed', defaultMessage: 'Completed', description: 'Module status: quiz passed' },
    bestScore: { id: 'instructor.detail.bestScore', defaultMessage: 'Best score', description: 'Label: highest quiz score' },
    lastScore: { id: 'instructor.detail.lastScore', defaultMessage: 'Last score', description: 'Label: score of the latest attempt' },
    attemptsLabel: { id: 'instructor.detail.attempts', defaultMessage: 'Attempts', description: 'Label: how many times the quiz was taken' },
    firstAttempt: { id: 'instructor.detail.firstAttempt', defaultMessage: 'First try', description: 'Label: date of the first quiz attempt' },
    lastAttempt: { id: 'instructor.detail.lastAttempt', defaultMessage: 'Last try', description: 'Label: date of the latest quiz attempt' },
    completedOn: { id: 'instructor.detail.completedOn', defaultMessage: 'Completed on', description: 'Label: date the module was passed' },
    none: { id: 'instructor.detail.none', defaultMessage: 'Not yet', description: 'No value yet (no score, no date)' },
    missedHeading: { id: 'instructor.detail.missedHeading', defaultMessage: 'Missed on the last try', description: 'Heading: questions the student got wrong on the latest attempt' },
    missedNone: { id: 'instructor.detail.missedNone', defaultMessage: 'None. Every answer was right.', description: 'The latest attempt had no wrong answers' },
  }),
  attempts: defineMessage<{ count: number }>({
    id: 'instructor.detail.attemptsTotal',
    defaultMessage: '{count, plural, one {# quiz attempt} other {# quiz attempts}}',
    description: 'How many quizzes the student took in all',
  }),
  lastActive: defineMessage<{ date: string }>({ id: 'instructor.detail.lastActive', defaultMessage: 'Last active: {date}', description: 'Date of the latest quiz attempt' }),
  moduleName: defineMessage<{ id: number; title: string }>({ id: 'instructor.detail.moduleName', defaultMessage: 'Module {id}: {title}', description: 'A module in the detail panel' }),
  percent: defineMessage<{ score: number }>({ id: 'instructor.detail.percent', defaultMessage: '{score}%', description: 'A quiz score in percent' }),
  chose: defineMessage<{ answer: string }>({ id: 'instructor.detail.chose', defaultMessage: 'Chose: {answer}', description: 'The wrong answer the student picked' }),
  rightAnswer: defineMessage<{ answer: string }>({ id: 'instructor.detail.rightAnswer', defaultMessage: 'Right answer: {answer}', description: 'The correct answer, for the instructor to go over' }),
};

export const certificatesHeldMessage = defineMessage<{ list: string }>({
  id: 'instructor.students.certificates',
  defaultMessage: 'Certificates: {list}',
  description: 'The certificates a student earned, e.g. "Certificates: Course and Financial Literacy Basics"',
});

export const certificateKindMessages = defineMessages({
  course: { id: 'instructor.students.certificate.course', defaultMessage: 'Course', description: 'The certificate for modules 1 to 5' },
  'financial-literacy-basics': {
    id: 'instructor.students.certificate.basics',
    defaultMessage: 'Financial Literacy Basics',
    description: 'The certificate for module 6',
  },
});
