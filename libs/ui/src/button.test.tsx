import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SubmitButton } from './button';

describe('SubmitButton', () => {
  it('is disabled in the server\'s HTML, so a form cannot be sent before the page\'s script runs', () => {
    const html = renderToString(<SubmitButton>Send</SubmitButton>);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    // Marked, so the platform may enable it as the site's script starts if its press is one the platform does (press-actions.ts).
    expect(html).toMatch(/<button[^>]*data-awaits-script=""/);
  });

  it('is not marked as waiting for the script when it is disabled for another reason', () => {
    const html = renderToString(<SubmitButton disabled>Send</SubmitButton>);
    expect(html).toMatch(/disabled=""/);
    expect(html).not.toMatch(/data-awaits-script/);
  });

  it('is enabled once the script runs; while busy it is unavailable but keeps keyboard focus and ignores presses', () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(<form onSubmit={onSubmit}><SubmitButton>Send</SubmitButton></form>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveProperty('disabled', false);
    button.focus();
    rerender(<form onSubmit={onSubmit}><SubmitButton busy>Send</SubmitButton></form>);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    button.click();
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(<form onSubmit={onSubmit}><SubmitButton>Send</SubmitButton></form>);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    button.click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
