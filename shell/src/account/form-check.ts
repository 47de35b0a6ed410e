import type { ValidationError } from 'yup';
import type { Mistake } from './mistake-text';

/** What the check needs of a yup schema. */
interface Schema {
  validate(values: unknown, options: { abortEarly: boolean }): Promise<unknown>;
}

/** Field name to the first rule's message it breaks (a message of the contracts, or words). */
export type Mistakes = Record<string, Mistake>;

/**
 * The browser's check of a form before it is sent: its yup schema (account-schemas, loaded the first time a
 * form is sent, so yup is not in the page's first download) against the form's own fields. The server
 * checks the same post again with the contracts' zod schemas; this only saves a slow round trip.
 */
export function formCheck(load: () => Promise<Schema>) {
  let schema: Promise<Schema> | undefined;
  return async (values: Record<string, unknown>): Promise<Mistakes> => {
    const [loaded, { validationMessageById }] = await Promise.all([(schema ??= load()), import('./validation-messages')]);
    try {
      await loaded.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      const mistakes: Mistakes = {};
      for (const inner of (error as ValidationError).inner ?? []) if (inner.path && !mistakes[inner.path]) mistakes[inner.path] = validationMessageById.get(inner.message) ?? inner.message;
      return mistakes;
    }
  };
}

/** The fields of a form as the schemas read them: text as typed, a checkbox as ticked or not. */
export function formValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !element.name) continue;
    values[element.name] = element.type === 'checkbox' ? element.checked : element.value;
  }
  return values;
}

const schemas = () => import('./account-schemas');
/** The sign-in and sign-up forms' checks (the other account forms still use lazy-validation.ts with Formik). */
export const signInChecks = {
  login: formCheck(() => schemas().then((m) => m.loginFormSchema)),
  twoFactorCode: formCheck(() => schemas().then((m) => m.twoFactorCodeFormSchema)),
  signup: formCheck(() => schemas().then((m) => m.signupFormSchema)),
};
