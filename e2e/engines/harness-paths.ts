/** Where the engines' test origin (test-origin.ts) serves its own files and control endpoints. */
export const HARNESS = '/__engines/';
/** Testing Library's queries for the page (@testing-library/dom's browser build). */
export const QUERIES_PATH = `${HARNESS}queries.js`;
/** The cookie that files a page's reports under its journey (set by HARNESS + 'start?session=...'). */
export const SESSION_COOKIE = 'engines-session';
