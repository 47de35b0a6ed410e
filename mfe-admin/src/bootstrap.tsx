import { renderStandalone } from '@reentry/platform';
import remote from './remote';

// Standalone, the dashboard runs as a pretend admin (the mock platform answers "who am I");
// the real API still checks every call it makes.
renderStandalone(remote, document.getElementById('root')!, {
  user: {
    id: 1,
    username: 'admin',
    email: 'admin@example.org',
    name: 'Standalone Admin',
    isAdmin: true,
    isInstructor: false,
    assignedInstructorId: null,
    progress: { completedModules: [], quizScores: {} },
  },
});
