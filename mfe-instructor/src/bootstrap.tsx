import { renderStandalone } from '@reentry/platform';
import remote from './remote';
import { sampleInstructorApi } from './standalone-sample';

// Standalone, the portal runs as a pretend instructor with a pretend class (the mock platform answers);
// composed in the site, the real API checks the role and serves only the instructor's own students.
renderStandalone(remote, document.getElementById('root')!, {
  user: {
    id: 1,
    username: 'instructor',
    email: 'instructor@example.org',
    name: 'Standalone Instructor',
    isAdmin: false,
    isInstructor: true,
    assignedInstructorId: null,
    progress: { completedModules: [], quizScores: {} },
  },
  fetch: sampleInstructorApi,
});
