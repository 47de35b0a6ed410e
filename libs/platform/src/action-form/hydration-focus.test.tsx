import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider, type RouteObject } from 'react-router';
import { ActionForm, useActionField } from './action-form';
import { FocusedPanel } from './focused-panel';
import { refuse } from './posted-form';

// A form sent before the page's code came (the browser's own post): the server's answer says what to fix
// and focuses it (`autofocus`), and the visitor goes on typing, in another field, while the code comes.
// Hydrating the page must leave focus where they are; a refusal that comes in place still takes it.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const say = (text: string) => ({ id: `test.${text}`, defaultMessage: text });

function Field({ name }: { name: string }) {
  const field = useActionField(name);
  return (
    <label>
      {name}
      <input name={name} defaultValue={field.defaultValue} autoFocus={field.autoFocus} />
    </label>
  );
}

const routes: RouteObject[] = [
  {
    id: 'request',
    path: '/request',
    action: async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      const values = { facility: body.get('facility') ?? '', date: body.get('date') ?? '' };
      return refuse(values, values.date ? {} : { date: 'Say when' }, { status: 400 });
    },
    element: (
      <ActionForm fields={['facility', 'date']} submit={say('Send')} sending={say('Sending')} failed={{ body: say('That did not work.') }}>
        <Field name="facility" />
        <Field name="date" />
      </ActionForm>
    ),
  },
];

const inIntl = (children: React.ReactNode) => (
  <IntlProvider locale="en" defaultLocale="en">
    {children}
  </IntlProvider>
);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's answer to the browser's own post of the form with the date left empty, in the page. */
async function serverAnswer(): Promise<{ container: HTMLElement; hydrationData: object }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://site/request', { method: 'POST', body: new URLSearchParams({ facility: 'Ar', date: '' }) }));
  if (context instanceof Response) throw new Error('expected the page, not a redirect');
  const container = document.createElement('div');
  container.innerHTML = renderToString(inIntl(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />));
  document.body.append(container);
  return { container, hydrationData: { actionData: context.actionData, loaderData: context.loaderData } };
}

describe('focus as the page is hydrated', () => {
  it('leaves focus in the field the visitor moved to while the code came', async () => {
    const { container, hydrationData } = await serverAnswer();
    const date = container.querySelector<HTMLInputElement>('[name="date"]')!;
    expect(date.hasAttribute('autofocus')).toBe(true); // the browser focused it as the HTML loaded
    const facility = container.querySelector<HTMLInputElement>('[name="facility"]')!;
    facility.focus();
    const router = createMemoryRouter(routes, { initialEntries: ['/request'], hydrationData });
    await act(async () => {
      root = hydrateRoot(container, inIntl(<RouterProvider router={router} />));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(facility);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Please fix the field marked below.');
  });

  it('focuses the field to fix when a refusal comes in place, after the code came', async () => {
    const { container, hydrationData } = await serverAnswer();
    const router = createMemoryRouter(routes, { initialEntries: ['/request'], hydrationData });
    await act(async () => {
      root = hydrateRoot(container, inIntl(<RouterProvider router={router} />));
    });
    const facility = container.querySelector<HTMLInputElement>('[name="facility"]')!;
    facility.focus();
    await act(async () => {
      await router.navigate('/request', { formMethod: 'post', formData: new URLSearchParams({ facility: 'Arbor', date: '' }) as unknown as FormData });
    });
    expect(document.activeElement).toBe(container.querySelector('[name="date"]'));
  });

  it('a panel takes focus when it shows in the browser, not when it is hydrated', async () => {
    const panel = <FocusedPanel data-testid="panel">Done</FocusedPanel>;
    const container = document.createElement('div');
    container.innerHTML = `<input name="elsewhere">${renderToString(panel)}`;
    document.body.append(container);
    const elsewhere = container.querySelector('input')!;
    elsewhere.focus();
    const hydrated = document.createElement('div');
    container.append(hydrated);
    hydrated.innerHTML = renderToString(panel);
    await act(async () => {
      root = hydrateRoot(hydrated, panel);
    });
    expect(document.activeElement).toBe(elsewhere);
    const rendered = document.createElement('div');
    container.append(rendered);
    const second: Root = createRoot(rendered);
    await act(async () => second.render(panel));
    expect(document.activeElement).toBe(rendered.firstElementChild);
    act(() => second.unmount());
  });
});
