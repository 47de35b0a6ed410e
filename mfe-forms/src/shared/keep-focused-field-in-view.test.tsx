import { render } from '@testing-library/react';
import { useKeepFocusedFieldInView } from './keep-focused-field-in-view';

function Form({ errors }: { errors: Record<string, string> }) {
  useKeepFocusedFieldInView(errors, {});
  return (
    <form>
      <textarea aria-label="Message" />
    </form>
  );
}

function placeFocusedField(top: number) {
  const field = document.querySelector('textarea')!;
  field.focus();
  field.getBoundingClientRect = () => ({ top, bottom: top + 90, left: 0, right: 300, width: 300, height: 90, x: 0, y: top, toJSON: () => ({}) });
  field.scrollIntoView = jest.fn();
  return field;
}

describe('useKeepFocusedFieldInView', () => {
  it('scrolls the focused field back into view when new messages pushed it below the window', () => {
    const view = render(<Form errors={{}} />);
    const field = placeFocusedField(window.innerHeight + 40);
    view.rerender(<Form errors={{ name: 'Enter your name' }} />);
    expect(field.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('leaves the page alone while the focused field is still in view', () => {
    const view = render(<Form errors={{}} />);
    const field = placeFocusedField(100);
    view.rerender(<Form errors={{ name: 'Enter your name' }} />);
    expect(field.scrollIntoView).not.toHaveBeenCalled();
  });
});
