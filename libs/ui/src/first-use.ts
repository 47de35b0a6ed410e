// A second entry, `@reentry/ui/first-use`, outside the Module Federation singleton (`@reentry/ui`): only
// pages with a form that loads on first use bundle it, so the shared UI module every page loads stays small.
export { firstUse, formOnFirstUse, FirstUseContext, type FirstUse } from './form-on-first-use.js';
export { AdoptTypedValues, type AdoptTypedValuesProps } from './adopt-typed-values.js';
