import { act, fireEvent, screen } from '@testing-library/react';
import { json, siteConfig } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

// Many interactions per test: generous on a busy machine.
jest.setTimeout(30_000);

const address = '0x2222222222222222222222222222222222222222';

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as jest.Mock;
}

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('copying the contract address', () => {
  it('copies it, says Copied! for 2 seconds and shows the spec\'s toast', async () => {
    const writeText = clipboard(async () => {});
    const { toasts } = await renderRoute('/how-to-buy', { answers: { 'GET /api/site-config': () => json(200, siteConfig({ contractAddress: address })) } });
    const button = await screen.findByRole('button', { name: 'Copy Address' });
    jest.useFakeTimers();
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(button.textContent).toBe('Copied!');
    expect(toasts).toEqual([{ title: 'Copied!', description: 'Contract address copied to clipboard', variant: 'success' }]);
    act(() => jest.advanceTimersByTime(1999));
    expect(button.textContent).toBe('Copied!');
    act(() => jest.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy Address');
  });

  it('says so when the browser refuses, and never claims it copied', async () => {
    clipboard(async () => {
      throw new Error('denied');
    });
    const { toasts } = await renderRoute('/how-to-buy', { answers: { 'GET /api/site-config': () => json(200, siteConfig({ contractAddress: address })) } });
    const button = await screen.findByRole('button', { name: 'Copy Address' });
    await act(async () => fireEvent.click(button));
    expect(button.textContent).toBe('Copy Address');
    expect(toasts[0]?.title).toBe('Could not copy');
  });

  it('offers no copy button and no buy link when no address is configured, even with a buy link set', async () => {
    clipboard(async () => {});
    await renderRoute('/how-to-buy', { answers: { 'GET /api/site-config': () => json(200, siteConfig({ network: 'Base', buyUrl: 'https://exchange.example/' })) } });
    expect(await screen.findByText(/is not published yet/)).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Copy Address' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Buy the token/ })).toBeNull();
  });
});
