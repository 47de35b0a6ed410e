import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, redirect, RouterProvider } from 'react-router';
import { ActionForm, useActionField } from './action-form';
import { refuse, type Refusal } from './posted-form';

const say = (text: string) => ({ id: `test.${text}`, defaultMessage: text });

function Field({ name }: { name: string }) {
  const field = useActionField(name);
  return (
    <label>
      {name}
      <input name={name} defaultValue={field.defaultValue} autoFocus={field.autoFocus} aria-invalid={field.error ? true : undefined} />
      {field.error}
    </label>
  );
}

/** A form on a page whose action refuses "wrong" with no field to blame, and signs in anything else. */
function renderForm(props: Partial<Parameters<typeof ActionForm>[0]>, at = '/login') {
  const posted: string[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        action: async ({ request }) => {
          posted.push(request.url);
          const name = new URLSearchParams(await request.text()).get('name') ?? '';
          return name === 'wrong' ? refuse({ name }, {}, { status: 401 }) : redirect('/home');
        },
        element: (
          <ActionForm fields={['name']} submit={say('Send')} sending={say('Sending')} failed={{ body: say('That did not work.') }} {...props}>
            <Field name="name" />
          </ActionForm>
        ),
      },
      { path: '/home', element: <p>home</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return Object.assign(router, { posted });
}

describe('ActionForm: what a page adds in the browser', () => {
  it('says a refusal no field is to blame in the words alone (no title), focuses them, and calls onRefused once', async () => {
    const refused: Refusal[] = [];
    renderForm({ onRefused: (refusal) => refused.push(refusal) });
    await userEvent.type(screen.getByRole('textbox', { name: 'name' }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toBe('That did not work.');
    await waitFor(() => expect(document.activeElement).toBe(failed));
    expect(refused).toEqual([{ refused: true, values: { name: 'wrong' }, errors: {}, message: null }]);
  });

  it('runs what onSend returns once the router has shown what came back, even after the form is gone', async () => {
    const seen: string[] = [];
    const router = renderForm({
      onSend: () => {
        seen.push(`sent from ${router.state.location.pathname}`);
        return () => void seen.push(`then at ${router.state.location.pathname}`);
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'name' }), 'ana');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('home');
    await waitFor(() => expect(seen).toEqual(['sent from /login', 'then at /home']));
  });

  it("posts to the page's own address with its query (a return path), natively and through the router", async () => {
    const router = renderForm({}, '/login?returnTo=%2Fmodules%2F3');
    await userEvent.type(screen.getByRole('textbox', { name: 'name' }), 'ana');
    expect(screen.getByRole('button', { name: 'Send' }).closest('form')!.getAttribute('action')).toBe('/login?returnTo=%2Fmodules%2F3');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('home');
    expect(new URL(router.posted[0]!).search).toBe('?returnTo=%2Fmodules%2F3');
  });
});
