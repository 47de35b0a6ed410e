import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { noteVisitorBeginning } from '../scroll/visitor-began';
import { ScrollToTop } from './scroll-to-top';

function site() {
  const page = (
    <>
      <ScrollToTop />
      <Link to="/resources">Resources</Link>
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/modules'] });
  return router;
}

describe('where a page starts', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  it("puts the server's page at the top as the site starts, and each new page", async () => {
    const router = site();
    render(<StrictMode><RouterProvider router={router} /></StrictMode>);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/resources'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("leaves the server's page where the visitor scrolled it before the site started (a press there lands where aimed), not the next page", async () => {
    noteVisitorBeginning();
    window.dispatchEvent(new Event('touchstart'));
    const router = site();
    render(<StrictMode><RouterProvider router={router} /></StrictMode>);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/resources'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
