import { useState, type ReactNode } from 'react';
import type { StaffSelf, SecondFactorToken } from '@awards/contracts';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useStaffSelf } from '@/entities/staff/get-staff-self';
import { RecoveryCodes } from '@/features/staff/components/recovery-codes';
import { SecondFactorSetup } from '@/features/staff/components/second-factor-setup';
import { SecondFactorVerify } from '@/features/staff/components/second-factor-verify';
import { ApiError } from '@/lib/api-client';
import { login, useSession } from '@/lib/session';
import { LoadFailedNotice, NoAccessNotice, SignedOutNotice } from './access-notices';
import { BackstageLayout } from './backstage-layout';
import { useSecondFactorRequired } from './use-second-factor-required';

/**
 * Who gets in. Signed out: the way to sign in. A user without a role: no access. Staff without a
 * confirmed second factor: its set-up, then the recovery codes, shown once. Staff whose token was
 * not won with the code (or whose call was just refused for it): the code. Everyone else: the
 * backstage, with the sections their roles open.
 */
export function BackstageGate({ children }: { children: (self: StaffSelf) => ReactNode }) {
  const { isAuthenticated } = useSession();
  const self = useStaffSelf();
  const secondFactor = useSecondFactorRequired();
  // The confirmed set-up's answer: its token is stored only once the codes are saved.
  const [confirmed, setConfirmed] = useState<SecondFactorToken | null>(null);

  const alone = (content: ReactNode) => <BackstageLayout>{content}</BackstageLayout>;
  if (!isAuthenticated) return alone(<SignedOutNotice />);
  if (confirmed) {
    const open = () => {
      login(confirmed.token);
      setConfirmed(null);
      secondFactor.clear();
    };
    return alone(<RecoveryCodes codes={confirmed.recoveryCodes ?? []} onSaved={open} />);
  }
  if (self.isError) {
    const { error } = self;
    if (error instanceof ApiError && error.status === 403 && error.code === 'forbidden') return alone(<NoAccessNotice />);
    return alone(<LoadFailedNotice onRetry={() => void self.refetch()} />);
  }
  if (!self.data) return alone(<Spinner size="large" />);
  const me = self.data;
  if (me.secondFactor !== 'confirmed') return alone(<SecondFactorSetup onConfirmed={setConfirmed} />);
  if (!me.verified || secondFactor.required) return alone(<SecondFactorVerify onVerified={secondFactor.clear} />);
  return <BackstageLayout self={me}>{children(me)}</BackstageLayout>;
}
