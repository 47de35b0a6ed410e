import { StrictMode, useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { installPressActions } from './press-actions';
import { pressActionProps, usePressOutcome } from './use-press-outcome';

function CopyButton() {
  const button = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState<string[]>([]);
  usePressOutcome(button, (outcome) => setShown((list) => [...list, outcome]));
  return (
    <>
      <button ref={button} {...pressActionProps('copy', 'the text')}>
        Copy
      </button>
      <output>{shown.join(',')}</output>
    </>
  );
}

beforeAll(() => installPressActions());
afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

describe("a control's outcome, shown by its own code", () => {
  it('shows an outcome of a press made before its code came, once (Strict Mode runs effects twice), then each later one', async () => {
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // The server's HTML: the press lands before React has the button.
    document.body.innerHTML = '<div id="root"><button data-press-action="copy" data-press-text="the text">Copy</button><output></output></div>';
    const early = document.querySelector('button')!;
    await act(async () => early.click());
    expect(writeText).toHaveBeenCalledWith('the text');
    expect(early.getAttribute('data-press-outcome')).toBe('done');

    // Its code comes later and hydrates the server's HTML (the outcome waits on the element meanwhile).
    const container = document.getElementById('root')!;
    render(
      <StrictMode>
        <CopyButton />
      </StrictMode>,
      { container, hydrate: true },
    );
    expect(screen.getByRole('status').textContent).toBe('done');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(screen.getByRole('status').textContent).toBe('done,done');
  });
});
