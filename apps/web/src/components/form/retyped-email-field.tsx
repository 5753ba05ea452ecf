import type { ComponentProps } from 'react';
import { TextField } from './form-field';

type RetypedEmailFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'inputMode' | 'spellCheck'>;

/**
 * An account's email typed again to confirm a step that cannot be undone (deleting it): the browser
 * fills nothing in, so the confirmation is typed, and no spelling marks land on the address.
 */
export function RetypedEmailField(props: RetypedEmailFieldProps) {
  return <TextField type="email" autoComplete="off" inputMode="email" spellCheck={false} {...props} />;
}
