import { act, useLayoutEffect, useRef, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useField } from 'formik';
import { AdoptTypedValues } from './adopt-typed-values.js';
import { formOnFirstUse } from './form-on-first-use.js';

// A visitor types into the server's HTML form while its code (Formik) is still on its way, as on a slow
// phone. When the code comes, they must see what they would have seen had it been there from the start.

const empty = { name: '', email: '' };
type Values = typeof empty;

async function validate(values: Values) {
  await Promise.resolve(); // like the forms' rules, loaded on first use
  const errors: Partial<Values> = {};
  if (!values.name) errors.name = 'Name is required';
  else if (values.name.length < 3) errors.name = 'Name needs 3 letters or more';
  if (!values.email.includes('@')) errors.email = 'Email needs an @';
  return errors;
}

function TextField({ name, label }: { name: keyof Values; label: string }) {
  const [field, meta] = useField<string>(name);
  return (
    <p>
      <label>
        {label} <input {...field} />
      </label>
      {meta.touched && meta.error ? <span className="error">{meta.error}</span> : null}
    </p>
  );
}

function SignUpForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Formik initialValues={empty} validate={validate} onSubmit={onSubmit}>
      {(formik) => (
        <Form ref={form} noValidate method="post">
          <AdoptTypedValues form={form} formik={formik} />
          <TextField name="name" label="Name" />
          <TextField name="email" label="Email" />
          <button type="submit">Send</button>
        </Form>
      )}
    </Formik>
  );
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** The page's HTML as the server renders it (the server waits for the form's code). */
async function serverHtml() {
  const Ready = formOnFirstUse(() => Promise.resolve(SignUpForm));
  renderToString(<Ready onSubmit={() => {}} />); // asks for the code
  document.dispatchEvent(new Event('keydown'));
  await flush();
  return renderToString(<Ready onSubmit={() => {}} />);
}

/**
 * The server's HTML, hydrated; the form's code comes only when `arrive()` is called. `beforeScript`
 * acts on the HTML before the page's script runs; `after` is rendered next to the form as it hydrates.
 */
async function openPage(beforeScript: () => void = () => {}, after: ReactNode = null) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Deferred = formOnFirstUse(() => arrived.then(() => SignUpForm));
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  document.body.append(container);
  beforeScript();
  const sent: Values[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <>
        <Deferred onSubmit={(values) => void sent.push(values)} />
        {after}
      </>,
    );
  });
  return {
    sent,
    arrive: async () => {
      arrive();
      await flush();
    },
  };
}

const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
const messages = () => [...document.querySelectorAll('.error')].map((message) => message.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a form whose code comes after the visitor started typing', () => {
  it("shows the message of a field they left, and nothing for the field they are in", async () => {
    const page = await openPage();
    const user = userEvent.setup();
    await user.click(nameField());
    await user.keyboard('Al');
    await user.tab();
    await user.keyboard('ana');
    expect(messages()).toEqual([]);

    await page.arrive();
    expect(messages()).toEqual(['Name needs 3 letters or more']);
    expect(nameField().value).toBe('Al');
    expect(emailField().value).toBe('ana');
    expect(document.activeElement).toBe(emailField());

    // Leaving the email field now shows its message, as always.
    await user.tab();
    await flush();
    expect(messages()).toEqual(['Name needs 3 letters or more', 'Email needs an @']);
  });

  it('shows "required" for a field they went through without typing', async () => {
    const page = await openPage();
    const user = userEvent.setup();
    await user.click(nameField());
    await user.tab();
    await page.arrive();
    expect(messages()).toEqual(['Name is required']);
    expect(document.activeElement).toBe(emailField());
  });

  it('shows nothing when they are still in the first field', async () => {
    const page = await openPage();
    const user = userEvent.setup();
    await user.click(nameField());
    await user.keyboard('A');
    expect(document.querySelector('form')!.hasAttribute('data-started')).toBe(false);
    await page.arrive();
    expect(messages()).toEqual([]);
    expect(nameField().value).toBe('A');
    expect(document.querySelector('form')!.hasAttribute('data-started')).toBe(true); // tools and tests wait for it
  });

  it("shows the message of a field typed into before the page's script ran, once left", async () => {
    const page = await openPage(() => {
      nameField().value = 'Al';
      emailField().focus();
      emailField().value = 'ana';
    });
    act(() => void emailField().dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))); // a key starts the code
    await page.arrive();
    expect(messages()).toEqual(['Name needs 3 letters or more']);
    expect(nameField().value).toBe('Al');
    expect(emailField().value).toBe('ana');
  });

  it('sends once what was typed when Send was pressed (twice) before the code came', async () => {
    const page = await openPage();
    const user = userEvent.setup();
    await user.click(nameField());
    await user.keyboard('Ana');
    await user.click(emailField());
    await user.keyboard('ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(page.sent).toEqual([]);
    await page.arrive();
    expect(page.sent).toEqual([{ name: 'Ana', email: 'ana@example.org' }]);
    expect(messages()).toEqual([]);
  });

  it('shows every message, and sends nothing, when Send was pressed early with mistakes', async () => {
    const page = await openPage();
    const user = userEvent.setup();
    await user.click(nameField());
    await user.keyboard('Al');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await page.arrive();
    expect(messages()).toEqual(['Name needs 3 letters or more', 'Email needs an @']);
    expect(page.sent).toEqual([]);
  });

  it('takes a Send pressed while the page hydrates, before its effects have run', async () => {
    // The page's effects run in a task after the commit that hydrates it; a press can come in between.
    function SendPressedInTheHydratingCommit() {
      useLayoutEffect(() => document.querySelector('form')!.requestSubmit(), []);
      return null;
    }
    const page = await openPage(() => {
      nameField().value = 'Ana';
      emailField().value = 'ana@example.org';
    }, <SendPressedInTheHydratingCommit />);
    await page.arrive();
    expect(page.sent).toEqual([{ name: 'Ana', email: 'ana@example.org' }]);
  });
});
