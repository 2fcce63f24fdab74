import { findByLabelText, findByRole, fireEvent, waitFor } from '@testing-library/dom';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField, Field, SelectField, TextField } from '../../../widgets/ui/Field.tsx';
import { render } from './render.tsx';

/** The one Field of widgets/ui (docs/widgets.md "UI primitives"), under React and preact/compat. */
const describedText = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

function Controlled({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="E-mail"
      name="email"
      type="email"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      hint="We never share it."
      error={value.includes('@') ? null : 'Enter a valid e-mail address.'}
    />
  );
}

describe('Field', () => {
  it('labels its control; hint and error describe it; aria-invalid only with an error', async () => {
    const onValue = vi.fn();
    const root = render(<Controlled onValue={onValue} />);
    const input = (await findByLabelText(root, 'E-mail')) as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('We never share it. | Enter a valid e-mail address.');
    fireEvent.input(input, { target: { value: 'a@b.ee' } });
    expect(onValue).toHaveBeenLastCalledWith('a@b.ee');
    await waitFor(() => expect(input.hasAttribute('aria-invalid')).toBe(false));
    expect(describedText(input)).toBe('We never share it.');
    expect(root.querySelector('.ck-field--invalid')).toBeNull();
  });

  it('takes any control through its render function (a textarea)', async () => {
    const root = render(<Field label="Message" error="Write a message.">{(control) => <textarea {...control} rows={3} />}</Field>);
    const textarea = await findByRole(root, 'textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.className).toBe('ck-field__input');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(textarea)).toBe('Write a message.');
  });

  it('a select with its options, labelled, with its error', async () => {
    const onChange = vi.fn();
    const root = render(<SelectField label="Country" value="" onChange={onChange} error="Choose a country." options={[{ value: '', label: 'Choose' }, { value: 'EE', label: 'Estonia' }]} />);
    const select = (await findByRole(root, 'combobox', { name: 'Country' })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Choose', 'Estonia']);
    expect(describedText(select)).toBe('Choose a country.');
    fireEvent.change(select, { target: { value: 'EE' } });
    expect(onChange).toHaveBeenCalledWith('EE');
  });

  it('a checkbox: box before its label (which may hold a link), error tied to it', async () => {
    const onChange = vi.fn();
    const root = render(
      <CheckboxField
        label={
          <>
            I accept the <a href="/terms">terms</a>
          </>
        }
        checked={false}
        onChange={onChange}
        error="Please accept the terms."
      />,
    );
    const box = await findByRole(root, 'checkbox', { name: 'I accept the terms' });
    expect(box.nextElementSibling?.tagName).toBe('LABEL');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(box)).toBe('Please accept the terms.');
    box.click();
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
