import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';

/** A yup schema, as Formik validates with one. */
type YupSchema = Parameters<typeof validateYupSchema>[1];

/**
 * A Formik `validate` that loads its yup schema the first time it runs (the first change, blur or
 * submit), so yup is not part of the page's first download on a slow phone; the server-rendered form
 * needs none of it. Same rules and messages as `validationSchema` would give. (The shell's account
 * forms do the same; a remote cannot import the shell.)
 */
export function lazyValidation(load: () => Promise<YupSchema>) {
  let schema: Promise<YupSchema> | undefined;
  return async <Values extends FormikValues>(values: Values): Promise<FormikErrors<Values>> => {
    const loaded = await (schema ??= load());
    try {
      await validateYupSchema(values, loaded);
      return {};
    } catch (error) {
      return yupToFormErrors<Values>(error);
    }
  };
}
