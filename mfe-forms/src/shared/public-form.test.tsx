import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineMessages } from 'react-intl';
import { useApi } from '@reentry/platform';
import { fakeApi, json, renderWithPlatform } from '../test/render-with-platform';
import { FormikTextField } from './formik-fields';
import { PublicForm } from './public-form';

jest.setTimeout(30_000);

const m = defineMessages({
  heading: { id: 'test.heading', defaultMessage: 'Ask us' },
  name: { id: 'test.name', defaultMessage: 'Name' },
  email: { id: 'test.email', defaultMessage: 'Email' },
  submit: { id: 'test.submit', defaultMessage: 'Send' },
  sending: { id: 'test.sending', defaultMessage: 'Sending...' },
  okTitle: { id: 'test.okTitle', defaultMessage: 'Sent' },
  okBody: { id: 'test.okBody', defaultMessage: 'Thank you.' },
  failTitle: { id: 'test.failTitle', defaultMessage: 'Not sent' },
  failBody: { id: 'test.failBody', defaultMessage: 'Please try again.' },
});
const empty = { name: '', email: '', website: '' };
type Values = typeof empty;
const fields = ['name', 'email'] as const;

async function validate(values: Values) {
  const errors: Partial<Values> = {};
  if (!values.name) errors.name = 'Name is required';
  if (!values.email.includes('@') || values.email.endsWith('@')) errors.email = 'Invalid email address';
  return errors;
}

function AskForm() {
  const api = useApi();
  const send = (values: Values, idempotencyKey: string) => api.post('/api/ask', values, { headers: { 'Idempotency-Key': idempotencyKey } });
  return (
    <PublicForm id="ask-heading" messages={m} initialValues={empty} fields={fields} validate={validate} send={send}>
      <FormikTextField name="name" label={m.name} />
      <FormikTextField name="email" label={m.email} />
    </PublicForm>
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** Everything above the Send button: what a message appearing there would push down. */
const aboveSend = () => document.querySelector('form')!.innerHTML.split('<button')[0];

describe('PublicForm', () => {
  it('leaving a field with a mistake changes nothing above Send; Send then says what to fix and focuses it', async () => {
    const user = userEvent.setup();
    await renderWithPlatform(<AskForm />, { fetch: fakeApi({}).fetch });
    await user.type(textbox('Name'), 'Rosa');
    await user.type(textbox('Email'), 'rosa@');
    const before = aboveSend();
    await user.tab(); // leaves the email field with a mistake
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(aboveSend()).toBe(before);
    expect(screen.queryByText('Invalid email address')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fix the field marked below.');
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textbox('Email')));
  });

  it('after a send, a message goes as the field is fixed, before it is left', async () => {
    const user = userEvent.setup();
    await renderWithPlatform(<AskForm />, { fetch: fakeApi({}).fetch });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await user.type(textbox('Name'), 'Rosa');
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
    expect(document.activeElement).toBe(textbox('Name'));
  });

  it("sends with an Idempotency-Key, kept for a retry of the same values; shows the server's field errors and the toasts", async () => {
    let status = 400;
    const api = fakeApi({
      '/api/ask': () =>
        status === 400
          ? json(400, { error: { code: 'VALIDATION_FAILED', message: 'Check the fields.', fields: { name: 'That name cannot be saved.' } } })
          : json(201, { received: true }),
    });
    const user = userEvent.setup();
    const { platform } = await renderWithPlatform(<AskForm />, { fetch: api.fetch });
    await user.type(textbox('Name'), 'Rosa');
    await user.type(textbox('Email'), 'rosa@example.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('That name cannot be saved.')).toBeTruthy();
    expect(platform.toasts).toEqual([{ title: 'Not sent', description: 'Please try again.', variant: 'destructive' }]);

    status = 201;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(platform.toasts).toHaveLength(2));
    expect(platform.toasts[1]).toEqual({ title: 'Sent', description: 'Thank you.', variant: 'success' });
    const [first, second] = api.requests.map((request) => request.headers['Idempotency-Key']);
    expect(first).toMatch(/.{16,}/);
    expect(second).toBe(first);
    expect(api.requests[1]!.body).toEqual({ name: 'Rosa', email: 'rosa@example.org', website: '' });
    await waitFor(() => expect(textbox('Name').value).toBe(''));
  });
});
