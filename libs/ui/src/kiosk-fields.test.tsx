import { render, screen } from '@testing-library/react';
import { KioskProvider } from '@reentry/platform';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

function fields() {
  return (
    <>
      <TextField label="Name" name="name" autoComplete="name" />
      <TextAreaField label="Message" name="message" />
      <SelectField label="Subject" name="subject" placeholder="Choose" options={[{ value: 'general', label: 'General' }]} />
    </>
  );
}

describe('form fields on a shared tablet', () => {
  it('turn the browser’s autocomplete off, so it neither suggests nor restores what a previous learner typed', () => {
    render(<KioskProvider kiosk={{ facilityName: 'Maple' }}>{fields()}</KioskProvider>);
    for (const name of ['Name', 'Message', 'Subject']) expect(screen.getByLabelText(name).getAttribute('autocomplete')).toBe('off');
  });

  it('keep what the form asks for anywhere else', () => {
    render(fields());
    expect(screen.getByLabelText('Name').getAttribute('autocomplete')).toBe('name');
    expect(screen.getByLabelText('Message').hasAttribute('autocomplete')).toBe(false);
    expect(screen.getByLabelText('Subject').hasAttribute('autocomplete')).toBe(false);
  });
});
