import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleGrant, StaffMember, StaffRole } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Popup } from '@/components/ui/popup/popup';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useGrantRole } from '../api/grant-role';
import { useStaff } from '../api/list-staff';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { useRevokeRole } from '../api/revoke-role';
import { GrantRoleForm } from '../components/grant-role-form';
import { StaffTable } from '../components/staff-table';
import './staff-page.css';

/** A change waiting for its confirmation. */
type Pending =
  | { kind: 'grant'; grant: RoleGrant; done: () => void }
  | { kind: 'revoke'; member: StaffMember; role: StaffRole }
  | { kind: 'reset'; member: StaffMember };

/**
 * The organisers' staff page: everyone holding a role, granting a role by email, revoking one and
 * resetting a second factor. Each change is confirmed first; its outcome is a notification, a
 * refusal in the user's language.
 */
export function StaffPage() {
  const { t } = useTranslation('backstage');
  const language = useLanguage();
  const { notify } = useNotifications();
  const staff = useStaff();
  const grant = useGrantRole();
  const revoke = useRevokeRole();
  const reset = useResetSecondFactor();
  const [pending, setPending] = useState<Pending | null>(null);
  const grantTitleId = useId();
  const busy = grant.isPending || revoke.isPending || reset.isPending;

  const onRevoke = useCallback((member: StaffMember, role: StaffRole) => setPending({ kind: 'revoke', member, role }), []);
  const onReset = useCallback((member: StaffMember) => setPending({ kind: 'reset', member }), []);
  const failed = (error: Error) => notify({ type: 'error', text: describeApiError(error, language).message });

  const run = (change: Pending) => {
    switch (change.kind) {
      case 'grant':
        return grant.mutate(change.grant, {
          onSuccess: () => {
            change.done();
            notify({ type: 'success', text: t('staff.grant.done', { email: change.grant.email, role: t(`roles.${change.grant.role}`) }) });
          },
          onError: failed,
        });
      case 'revoke':
        return revoke.mutate(
          { userId: change.member.id, role: change.role },
          { onSuccess: () => notify({ type: 'success', text: t('staff.revoke.done', { name: change.member.name, role: t(`roles.${change.role}`) }) }), onError: failed },
        );
      case 'reset':
        return reset.mutate(change.member.id, { onSuccess: () => notify({ type: 'success', text: t('staff.reset.done', { name: change.member.name }) }), onError: failed });
    }
  };

  const question = (change: Pending) => {
    switch (change.kind) {
      case 'grant':
        return { title: t('staff.grant.confirmTitle'), text: t('staff.grant.confirmText', { email: change.grant.email, role: t(`roles.${change.grant.role}`) }), action: t('staff.grant.submit') };
      case 'revoke':
        return { title: t('staff.revoke.confirmTitle'), text: t('staff.revoke.confirmText', { name: change.member.name, role: t(`roles.${change.role}`) }), action: t('staff.revoke.short') };
      case 'reset':
        return { title: t('staff.reset.confirmTitle'), text: t('staff.reset.confirmText', { name: change.member.name }), action: t('staff.reset.short') };
    }
  };
  const asked = pending && question(pending);

  return (
    <Page title={t('staff.title')} lead={t('staff.lead')}>
      <div className="staff-page">
        <section className="backstage-panel staff-page__grant" aria-labelledby={grantTitleId}>
          <h2 id={grantTitleId} className="staff-page__subtitle">
            {t('staff.grant.title')}
          </h2>
          <GrantRoleForm busy={busy} onGrant={(values, done) => setPending({ kind: 'grant', grant: values, done })} />
        </section>
        {staff.isPending && <Spinner />}
        {staff.isError && (
          <p className="staff-page__error" role="alert">
            {describeApiError(staff.error, language).message}
          </p>
        )}
        {staff.data && <StaffTable staff={staff.data} busy={busy} onRevoke={onRevoke} onReset={onReset} />}
      </div>
      <Popup
        open={pending !== null}
        title={asked?.title ?? ''}
        onClose={() => setPending(null)}
        actions={(close) => (
          <>
            <button type="button" className="button button--ghost" onClick={close}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              data-autofocus
              onClick={() => {
                if (pending) run(pending);
                close();
              }}
            >
              {asked?.action}
            </button>
          </>
        )}
      >
        {asked && <p>{asked.text}</p>}
      </Popup>
    </Page>
  );
}
