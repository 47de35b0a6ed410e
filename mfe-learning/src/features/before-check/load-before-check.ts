/**
 * The before-check's view and its action, each its own chunk (like the quiz tab's): the lesson tab, which
 * most visits open, loads neither; only its small offer is part of the module page.
 */
export const loadBeforeCheck = () => import('./before-check');
export const loadBeforeCheckAction = () => import('./before-check-action');
