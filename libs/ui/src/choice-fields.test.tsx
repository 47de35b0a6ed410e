import { render, screen } from '@testing-library/react';
import { CheckboxField } from './checkbox-field';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';

const describedTexts = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);

describe('form field primitives', () => {
  it('TextAreaField labels the textarea and ties hint and error to it', () => {
    render(<TextAreaField label="Message" hint="At least 10 characters" error="Message should be at least 10 characters" name="message" aria-required />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.getAttribute('aria-required')).toBe('true');
    expect(describedTexts(textarea)).toEqual(['At least 10 characters', 'Message should be at least 10 characters']);
  });

  it('SelectField offers an empty first choice and the options', () => {
    render(<SelectField label="Subject" placeholder="Choose a subject" name="subject" value="" onChange={() => {}} options={[{ value: 'media', label: 'Media' }]} />);
    const select = screen.getByRole('combobox', { name: 'Subject' });
    expect(Array.from((select as HTMLSelectElement).options).map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Choose a subject'],
      ['media', 'Media'],
    ]);
    expect(select.hasAttribute('aria-invalid')).toBe(false);
  });

  it('CheckboxField puts the label beside the box and the error before it', () => {
    render(<CheckboxField label="I agree" error="Please agree" name="consent" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(describedTexts(box)).toEqual(['Please agree']);
  });

  it('RadioGroupField is a required radio group named by its legend', () => {
    render(
      <RadioGroupField
        label="Type of help"
        name="assistanceType"
        value="housing"
        onChange={() => {}}
        required
        error="Please select"
        options={[
          { value: 'housing', label: 'Housing' },
          { value: 'employment', label: 'Employment' },
        ]}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Type of help' });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(describedTexts(group)).toEqual(['Please select']);
    expect((screen.getByRole('radio', { name: 'Housing' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Employment' }) as HTMLInputElement).checked).toBe(false);
  });
});
