// Testing Library waits 1 s by default for what a user would see (findBy*, waitFor). On the shared 2-core
// machine, with npm test running the Jest suites beside the browser tests, a form whose code loads on first
// use took longer than that (shell signup-page.test.tsx, 2026-11-26): wait up to 5 s, as mfe-admin did already.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
