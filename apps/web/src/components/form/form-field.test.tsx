import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, FormField, TextField } from './form-field';

describe('form fields', () => {
  it('tie a control to its label and hint, and mark a required one', () => {
    render(
      <FormField label="Comments" hint="Anything the jury should know." required>
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const comments = screen.getByRole('textbox', { name: /Comments/ });
    expect(comments).toHaveAccessibleDescription('Anything the jury should know.');
    expect(comments).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announce an error and tie it to the control, after the hint', () => {
    render(<TextField label="Email" hint="The one you signed up with." error="Invalid email" />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The one you signed up with. Invalid email');
  });

  it('put an addon (the password toggle) inside the text field, beside its input', () => {
    render(<TextField label="Password" type="password" addon={<button type="button">Show password</button>} />);
    expect(screen.getByLabelText('Password').parentElement).toContainElement(screen.getByRole('button', { name: 'Show password' }));
  });

  it('give a checkbox its label beside it and its error under both', () => {
    render(<CheckboxField label="I accept the privacy policy" error="You must accept the privacy policy" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the privacy policy' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the privacy policy');
  });
});
