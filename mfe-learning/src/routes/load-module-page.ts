/**
 * The module page's code, from one import shared by its route and "Save for offline": the bundler then
 * builds one set of chunks for it, so what Save for offline fetches is exactly what the route asks for
 * offline (a second import() of the same file elsewhere can be split into different chunks).
 */
export const loadModulePage = () => import('./module-page');
