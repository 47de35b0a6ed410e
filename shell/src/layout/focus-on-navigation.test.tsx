import { useLayoutEffect, useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { useFocusOnNavigation } from './focus-on-navigation';

// After a client navigation, focus goes to the new page's heading (a screen reader says where the visitor
// is), unless the visitor has already put it somewhere on the new page themselves.
function Layout() {
  useFocusOnNavigation();
  return (
    <>
      <nav>
        <Link to="/next">Next page</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose field gets focus as soon as it is on screen, before the layout's effect runs: a quick tap. */
function TappedAtOnce() {
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Form</h1>
      <label>
        Name <input ref={field} name="name" />
      </label>
    </>
  );
}

function site() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>First</h1> },
          { path: '/next', element: <h1>Next</h1> },
          { path: '/form', element: <TappedAtOnce /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus after a client navigation', () => {
  it('moves to the new page’s heading', async () => {
    const router = site();
    screen.getByRole('link', { name: 'Next page' }).focus();
    await act(() => router.navigate('/next'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Next' }));
  });

  it('stays in a field the visitor reached on the new page before the heading could take it', async () => {
    const router = site();
    screen.getByRole('link', { name: 'Next page' }).focus();
    await act(() => router.navigate('/form'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});
