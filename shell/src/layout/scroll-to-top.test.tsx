import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
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

  it("never moves the server's page as the site starts (the visitor may have scrolled it by any means, even a scroll bar, and be pressing there), but starts each new page at the top", async () => {
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
