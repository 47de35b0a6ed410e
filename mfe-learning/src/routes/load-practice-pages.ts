/**
 * The practice pages' code, from one import each shared by their routes and "Save for offline" (as
 * load-module-page.ts does for the module page), so what is saved is exactly what the routes ask for.
 */
export const loadPracticeListPage = () => import('./practice-list-page');
export const loadPracticePrintPage = () => import('./practice-print-page');
export const loadPracticePage = () => import('./practice-page');
