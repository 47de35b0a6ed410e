import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useScrollToFragment } from './use-scroll-to-fragment';

function Home() {
  useScrollToFragment();
  return <h2 id="about" tabIndex={-1}>About</h2>;
}

const router = (entry: string) => createMemoryRouter([{ path: '*', element: <Home /> }], { initialEntries: [entry] });

describe('where the home page starts', () => {
  const scrollTo = jest.fn();
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    scrollIntoView.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it("leaves the server's page where the browser and the visitor put it as the site starts", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<RouterProvider router={router('/#about')} />);
    await act(async () => void hydrateRoot(container, <RouterProvider router={router('/#about')} />));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
    container.remove();
  });

  it('scrolls to the section a link names, or to the top, when the page is shown in the browser', async () => {
    const toAbout = router('/#about');
    render(<RouterProvider router={toAbout} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    await act(() => toAbout.navigate('/'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
