import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/lib/paths';
import { RETURN_PARAM } from '@/lib/return-path';

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

/*
 * The site's pages are another app than the backstage (a build of its own), so links to them are
 * plain links: the browser loads the site.
 */

/** Nobody is signed in: the site's sign-in panel, which comes back here afterwards. */
export function SignedOutNotice() {
  const { t } = useTranslation('backstage');
  const { pathname, search } = useLocation();
  const signIn = `${pathTo('SignIn')}?${new URLSearchParams({ [RETURN_PARAM]: pathname + search })}`;
  return (
    <Notice title={t('gate.signedOut.title')} text={t('gate.signedOut.text')}>
      <a className="button button--primary" href={signIn}>
        {t('gate.signedOut.signIn')}
      </a>
    </Notice>
  );
}

/** Signed in without a role, or without the role a section needs. */
export function NoAccessNotice({ inSection = false }: { inSection?: boolean }) {
  const { t } = useTranslation('backstage');
  return (
    <Notice title={t('gate.noAccess.title')} text={t(inSection ? 'gate.noAccess.sectionText' : 'gate.noAccess.text')}>
      {!inSection && (
        <a className="button button--ghost" href={pathTo('Home')}>
          {t('gate.noAccess.home')}
        </a>
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
