import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo, RETURN_PARAM } from '@/lib/paths';

/** A short message in place of the backstage: a heading, a line, and what to do. */
function Notice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section className="backstage-notice" aria-labelledby={titleId}>
      <h1 id={titleId} className="backstage-notice__title">
        {title}
      </h1>
      <p className="backstage-notice__text">{text}</p>
      {children && <div className="backstage-notice__actions">{children}</div>}
    </section>
  );
}

/** Nobody is signed in: the site's sign-in panel, which comes back here afterwards. */
export function SignedOutNotice() {
  const { t } = useTranslation('backstage');
  const { pathname, search } = useLocation();
  const signIn = `${pathTo('SignIn')}?${new URLSearchParams({ [RETURN_PARAM]: pathname + search })}`;
  return (
    <Notice title={t('gate.signedOut.title')} text={t('gate.signedOut.text')}>
      <Link className="button button--primary" to={signIn}>
        {t('gate.signedOut.signIn')}
      </Link>
    </Notice>
  );
}

/** Signed in without a role, or without the role a section needs. */
export function NoAccessNotice({ inSection = false }: { inSection?: boolean }) {
  const { t } = useTranslation('backstage');
  return (
    <Notice title={t('gate.noAccess.title')} text={t(inSection ? 'gate.noAccess.sectionText' : 'gate.noAccess.text')}>
      {!inSection && (
        <Link className="button button--ghost" to={pathTo('Home')}>
          {t('gate.noAccess.home')}
        </Link>
      )}
    </Notice>
  );
}

/** A read that failed for another reason (the connection, the server): try again. */
export function LoadFailedNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('backstage');
  return (
    <Notice title={t('gate.failed.title')} text={t('gate.failed.text')}>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('gate.failed.retry')}
      </button>
    </Notice>
  );
}
