import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RoleGrant, STAFF_ROLES } from '@awards/contracts';
import { FormField, TextField } from '@/components/form/form-field';
import { useFormErrorText } from '@/lib/form-errors';
import { submitHandler } from '@/lib/submit-handler';
import { zodResolver } from '@/lib/zod';

const EMPTY: RoleGrant = { email: '', role: 'moderator' };

/**
 * Who gets which role, checked with the contract's own schema. A valid grant is handed to
 * `onGrant` (the page confirms it first); `reset` empties the form once it went through.
 */
export function GrantRoleForm({ busy, onGrant }: { busy: boolean; onGrant: (grant: RoleGrant, reset: () => void) => void }) {
  const { t } = useTranslation('backstage');
  const errorText = useFormErrorText();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RoleGrant>({ resolver: zodResolver(RoleGrant), defaultValues: EMPTY });

  return (
    <form className="grant-role" noValidate onSubmit={submitHandler(handleSubmit, (values) => onGrant(values, () => reset(EMPTY)))}>
      <TextField label={t('staff.grant.email')} type="email" autoComplete="off" inputMode="email" error={errorText(errors.email?.message)} {...register('email')} />
      <FormField label={t('staff.grant.role')} error={errorText(errors.role?.message)}>
        {(control) => (
          <select className="form-field__input" {...control} {...register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" className="button button--primary grant-role__submit" disabled={busy}>
        {t('staff.grant.submit')}
      </button>
    </form>
  );
}
