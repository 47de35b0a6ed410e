import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form, Formik } from 'formik';
import { IntlProvider } from 'react-intl';
import { ErrorSummary } from './error-summary';

const fields = ['name', 'email'] as const;

/** A form whose check answers only when the test lets it (as a slow phone's would). */
function renderForm() {
  const pending: Array<() => void> = [];
  const validate = (values: Record<string, string>) =>
    new Promise<Record<string, string>>((resolve) => {
      const errors: Record<string, string> = {};
      for (const name of fields) if (!values[name]) errors[name] = 'Required';
      pending.push(() => resolve(errors));
    });
  render(
    <IntlProvider locale="en">
      <Formik initialValues={{ name: '', email: '' }} validate={validate} onSubmit={() => {}}>
        <Form>
          <ErrorSummary fields={fields} />
          <Field name="name" aria-label="Name" />
          <Field name="email" aria-label="Email" />
          <button type="submit">Send</button>
        </Form>
      </Formik>
    </IntlProvider>,
  );
  const answerChecks = () => act(async () => pending.splice(0).forEach((answer) => answer()));
  return { answerChecks };
}

describe('ErrorSummary', () => {
  it('stays in place, the same element, while a field left after the submit is checked again', async () => {
    const user = userEvent.setup();
    const { answerChecks } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await answerChecks();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toBe('Please fix the 2 fields marked below.');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.tab(); // leaves the field: its check is under way
    expect(screen.getByRole('alert')).toBe(summary);
    expect(summary.textContent).toBe('Please fix the 2 fields marked below.');

    await answerChecks();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please fix the field marked below.'));
    expect(screen.getByRole('alert')).toBe(summary);
  });

  it('is not there until the submit has been checked, and a new failed submit shows it anew', async () => {
    const user = userEvent.setup();
    const { answerChecks } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await answerChecks();
    const first = await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await answerChecks();
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
  });
});
