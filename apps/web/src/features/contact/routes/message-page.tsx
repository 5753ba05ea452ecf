import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { backstagePath } from '@/lib/backstage-paths';
import { useMessage } from '../api/get-message';
import { useMarkMessageHandled } from '../api/mark-message-handled';
import { MessageState } from '../components/messages-table';
import { ReplyForm } from '../components/reply-form';
import './inbox.css';

/** One contact message: who wrote, when, in which language, the text, the replies sent, a reply form, and handled or open again. */
export function MessagePage() {
  const { t } = useTranslation('backstage');
  const site = useTranslation().t;
  const language = useLanguage();
  const format = useFormat();
  const { notify } = useNotifications();
  const threadTitleId = useId();
  const id = Number(useParams().id);
  const message = useMessage(id);
  const handled = useMarkMessageHandled(id);

  const back = (
    <Link className="back-link" to={backstagePath('BackstageInbox')}>
      <span aria-hidden="true">←</span> {t('inbox.back')}
    </Link>
  );
  if (message.isPending) return <Spinner />;
  if (message.isError) {
    return (
      <div className="inbox-message">
        {back}
        <p className="inbox__error" role="alert">
          {describeApiError(message.error, language).message}
        </p>
      </div>
    );
  }

  const { data } = message;
  const toggle = () =>
    handled.mutate(!data.handledAt, {
      onSuccess: (thread) => notify({ type: 'success', text: t(thread.handledAt ? 'inbox.handled.done' : 'inbox.handled.reopened') }),
      onError: (error) => notify({ type: 'error', text: describeApiError(error, language).message }),
    });

  return (
    <>
      {back}
      <Page title={t('inbox.message.title')}>
        <div className="inbox-message">
          <dl className="inbox-message__facts">
            <dt>{t('inbox.table.from')}</dt>
            <dd>{data.email}</dd>
            <dt>{t('inbox.table.received')}</dt>
            <dd>
              <time dateTime={data.createdAt}>{format.zoned(data.createdAt)}</time>
            </dd>
            <dt>{t('inbox.message.language')}</dt>
            <dd>{isLanguageCode(data.language) ? site(`languages.${data.language}`) : data.language}</dd>
            <dt>{t('inbox.table.state')}</dt>
            <dd>
              <MessageState message={data} />
            </dd>
          </dl>
          <blockquote className="inbox-message__text">{data.comments}</blockquote>
          <button type="button" className="button button--ghost inbox-message__toggle" disabled={handled.isPending} onClick={toggle}>
            {t(data.handledAt ? 'inbox.handled.reopen' : 'inbox.handled.mark')}
          </button>
          <section className="backstage-section" aria-labelledby={threadTitleId}>
            <h2 id={threadTitleId} className="backstage-section__title">
              {t('inbox.thread.title')}
            </h2>
            {data.thread.length === 0 ? (
              <p className="backstage-section__text">{t('inbox.thread.empty')}</p>
            ) : (
              <ol className="inbox-thread__list">
                {data.thread.map((reply) => (
                  <li key={reply.id}>
                    <article className="inbox-reply">
                      <p className="inbox-reply__meta">
                        {reply.authorName ?? t('inbox.thread.organisers')} ·{' '}
                        <time dateTime={reply.createdAt}>{format.zoned(reply.createdAt)}</time>
                      </p>
                      <p className="inbox-reply__body">{reply.body}</p>
                    </article>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <ReplyForm messageId={data.id} email={data.email} />
        </div>
      </Page>
    </>
  );
}
