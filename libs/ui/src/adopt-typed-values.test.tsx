import { useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { AdoptTypedValues } from './adopt-typed-values.js';
import { FirstUseContext } from './form-on-first-use.js';

const empty = { name: '', kind: '', message: '', agree: false };

function TypedForm({ onSubmit }: { onSubmit: (values: typeof empty) => void }) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Formik initialValues={empty} onSubmit={onSubmit}>
      {(formik) => (
        <Form ref={form} method="post">
          <AdoptTypedValues form={form} formik={formik} />
          <Field name="name" aria-label="Name" />
          <Field as="select" name="kind" aria-label="Kind">
            <option value="">Choose</option>
            <option value="prison">Prison</option>
          </Field>
          <label><Field type="radio" name="message" value="a" /> A</label>
          <label><Field type="radio" name="message" value="b" /> B</label>
          <Field type="checkbox" name="agree" aria-label="Agree" />
          <button type="submit">Send</button>
        </Form>
      )}
    </Formik>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('AdoptTypedValues', () => {
  it('sends what was typed into the server HTML before the form started', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<TypedForm onSubmit={() => {}} />);
    // The visitor types before the script runs.
    container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Ana Díaz';
    container.querySelector<HTMLSelectElement>('select[name="kind"]')!.value = 'prison';
    container.querySelector<HTMLInputElement>('input[name="message"][value="b"]')!.checked = true;
    container.querySelector<HTMLInputElement>('input[name="agree"]')!.checked = true;

    const sent: (typeof empty)[] = [];
    await act(async () => {
      hydrateRoot(container, <TypedForm onSubmit={(values) => void sent.push(values)} />);
    });
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Ana Díaz');
    await act(async () => container.querySelector('button')!.click());
    expect(sent).toEqual([{ name: 'Ana Díaz', kind: 'prison', message: 'b', agree: true }]);
  });

  it('changes nothing when nothing was typed', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<TypedForm onSubmit={() => {}} />);
    const sent: (typeof empty)[] = [];
    await act(async () => {
      hydrateRoot(container, <TypedForm onSubmit={(values) => void sent.push(values)} />);
    });
    await act(async () => container.querySelector('button')!.click());
    expect(sent).toEqual([empty]);
  });

  it('sends once the form starts when Send was pressed before', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<TypedForm onSubmit={() => {}} />);
    container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Rosa';
    const firstUse = { formStarted: false, sendRequested: true, left: new Set<string>() };
    const sent: (typeof empty)[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <FirstUseContext.Provider value={firstUse}>
          <TypedForm onSubmit={(values) => void sent.push(values)} />
        </FirstUseContext.Provider>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent).toEqual([{ ...empty, name: 'Rosa' }]);
    expect(firstUse).toMatchObject({ formStarted: true, sendRequested: false });
  });

  it('shows the message of a field the host saw the visitor leave before the form started, even untouched by typing', async () => {
    function RequiredName() {
      const form = useRef<HTMLFormElement>(null);
      return (
        <Formik initialValues={{ name: '', email: '' }} validate={(values) => (values.name ? {} : { name: 'Name is required' })} onSubmit={() => {}}>
          {(formik) => (
            <Form ref={form} method="post">
              <AdoptTypedValues form={form} formik={formik} />
              <Field name="name" aria-label="Name" />
              <ErrorMessage name="name" component="p" />
              <Field name="email" aria-label="Email" />
            </Form>
          )}
        </Formik>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<RequiredName />);
    // The shell's dormant page marks a field the visitor went through (dormant-page.ts).
    container.querySelector('input[name="name"]')!.setAttribute('data-left', '');
    await act(async () => {
      hydrateRoot(container, <RequiredName />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toContain('Name is required');
  });
});
