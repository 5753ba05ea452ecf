import type { ReactElement } from 'react';
import { ConnectedField } from '@/components/form/connected-field';
import type { ControlProps } from '@/components/form/form-field';

/** A field's id, from its name: the error summary links to it. */
export const fieldId = (name: string) => `season-${name.replaceAll('.', '-')}`;

interface SeasonFieldProps {
  /** The form's name of the value (`rounds.1.startsAt`), which also makes the control's id. */
  name: string;
  label: string;
  hint?: string;
  /** Another text the control is read with: the time zone the page names once. */
  describedBy?: string;
  className?: string;
  children: (control: ControlProps) => ReactElement;
}

/** A labelled control of the season form, with its hint and its problem. */
export function SeasonField({ name, ...field }: SeasonFieldProps) {
  return <ConnectedField name={name} id={fieldId(name)} {...field} />;
}
