import { describe, expect, it } from 'vitest';
import { formErrorText } from './form-errors';

describe('form error texts', () => {
  it('translate a schema message key with its count', () => {
    expect(formErrorText('validation.min:2', 'EN')).toBe('At least 2 characters');
    expect(formErrorText('validation.max:255', 'RU')).toBe('Максимум 255 символов');
    expect(formErrorText('validation.required', 'SP')).toBe('Este campo es obligatorio');
  });

  it('pass a text that is not a key through unchanged, and no message as no error', () => {
    expect(formErrorText('Invalid email', 'PT')).toBe('Invalid email');
    expect(formErrorText(undefined, 'EN')).toBeUndefined();
  });
});
