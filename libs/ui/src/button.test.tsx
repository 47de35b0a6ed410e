import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SubmitButton } from './button';

describe('SubmitButton', () => {
  it('is disabled in the server\'s HTML, so a form cannot be sent before the page\'s script runs', () => {
    const html = renderToString(<SubmitButton>Send</SubmitButton>);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('is enabled once the script runs, and disabled again while busy', () => {
    const { rerender } = render(<SubmitButton>Send</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
    rerender(<SubmitButton busy>Send</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });
});
