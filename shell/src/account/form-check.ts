import type { IntlShape } from 'react-intl';
import type { ValidationError } from 'yup';
import type { FieldValues } from '@reentry/platform/action-form';

/** What the check needs of a yup schema. */
interface Schema {
  validate(values: unknown, options: { abortEarly: boolean }): Promise<unknown>;
}

/**
 * The browser's check of a sign-in or sign-up form before it is sent (the frame's `validate`): its yup
 * schema (account-schemas, loaded the first time a form is sent, so yup is not in the page's first
 * download) against the form's own fields, a tick as true or false. A mistake comes back as words in the
 * visitor's language: the rules' messages load with the check (validation-messages.ts), not with the page.
 * The server checks the same post again with the contracts' zod schemas; this only saves a slow round trip.
 */
function formCheck(load: () => Promise<Schema>, ticks: readonly string[] = []) {
  let schema: Promise<Schema> | undefined;
  return async (values: FieldValues, intl: IntlShape): Promise<Record<string, string>> => {
    const [loaded, { validationMessageById }] = await Promise.all([(schema ??= load()), import('./validation-messages')]);
    const typed: Record<string, unknown> = { ...values };
    for (const name of ticks) typed[name] = values[name] === 'on';
    try {
      await loaded.validate(typed, { abortEarly: false });
      return {};
    } catch (error) {
      const mistakes: Record<string, string> = {};
      for (const inner of (error as ValidationError).inner ?? []) {
        const message = validationMessageById.get(inner.message);
        if (inner.path && !mistakes[inner.path]) mistakes[inner.path] = message ? intl.formatMessage(message) : inner.message;
      }
      return mistakes;
    }
  };
}

const schemas = () => import('./account-schemas');
/** The sign-in and sign-up forms' checks (the other account forms still use lazy-validation.ts with Formik). */
export const signInChecks = {
  login: formCheck(() => schemas().then((m) => m.loginFormSchema), ['remember']),
  twoFactorCode: formCheck(() => schemas().then((m) => m.twoFactorCodeFormSchema)),
  signup: formCheck(() => schemas().then((m) => m.signupFormSchema)),
};
