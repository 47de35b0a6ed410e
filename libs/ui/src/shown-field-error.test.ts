import { shownFieldError } from './shown-field-error';

describe('shownFieldError', () => {
  it('shows nothing before the first send, even for a field that was left with a mistake', () => {
    expect(shownFieldError({ touched: true, error: 'Name is required' }, 0)).toBeUndefined();
  });

  it('shows the latest check after a send', () => {
    expect(shownFieldError({ touched: true, error: 'Name is required' }, 1)).toBe('Name is required');
    expect(shownFieldError({ touched: true, error: undefined }, 1)).toBeUndefined();
  });
});
