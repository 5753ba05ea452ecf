import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Spinner } from '@/components/ui/spinner/spinner';
import { lazyTakeover } from '@/lib/hydrate-later';
import { isHydrating } from '@/lib/hydration';
import { useSession } from '@/lib/session';
import type { EntryForm, DrawnFormActivity } from './entry-form';

interface FormModule {
  EntryForm: typeof EntryForm;
}

let loading: Promise<FormModule> | null = null;
let settle: (module: FormModule) => void = () => {};
/** Settles once the form's code is in, whichever try brought it. */
const loaded = new Promise<FormModule>((resolve) => (settle = resolve));

/**
 * Asks for the form's code: the form, react-hook-form, the request schema with zod, the video
 * upload and the sending. A failed try is forgotten, so the next one asks again.
 */
function loadForm(): Promise<FormModule> {
  loading ??= import('./entry-form').then(
    (module) => {
      settle(module);
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** An early try that fails is tried again at sending, which tells the visitor. */
const loadFormEarly = () => void loadForm().catch(() => {});

/**
 * The form. A form the server drew waits for its code until the visitor starts on it, and is then
 * taken over in place: the fields keep what was typed meanwhile, and the focus. A form the app
 * draws itself (another page led here) asks for its code at once.
 */
const LiveForm = lazyTakeover(async () => (await (isHydrating() ? loaded : loadForm())).EntryForm);

/**
 * The entry form, whose code a first visit does not download: the drawn form shows and
 * takes input on its own until the visitor starts on it (a press, the focus or input in it), or
 * sends it, which is held until the form can check and send it. A failed load leaves the drawn
 * form in place; sending it then says the entry did not go, as a failed sending does.
 */
export function EntryFormOnDemand({ nominationId }: { nominationId: number }) {
  const { t, i18n } = useTranslation();
  const { notify } = useNotifications();
  const { isAuthenticated } = useSession();
  // The language a kept drawn form is in; null when the app drew the form.
  const [drawnIn] = useState(() => (isHydrating() ? i18n.language : null));
  const activity = useRef<DrawnFormActivity>({ edited: new Set(), submitted: false });
  const drawnActivity = useCallback(() => activity.current, []);

  // The drawn form is a guest's, in the language the page was drawn in: a signed-in visitor's own
  // details, or another language, need the form at once.
  useEffect(() => {
    if (drawnIn !== null && (isAuthenticated || i18n.language !== drawnIn)) loadFormEarly();
  }, [drawnIn, isAuthenticated, i18n.language]);

  // Input without a press or the focus first (the browser filling the form in) starts the load too.
  const noteInput = (event: FormEvent) => {
    activity.current.edited.add((event.target as HTMLInputElement).name);
    loadFormEarly();
  };

  const holdSubmit = (event: FormEvent) => {
    // The form, once in, handles its own submit: one that comes through unhandled is the drawn form's.
    if (event.defaultPrevented) return;
    event.preventDefault();
    activity.current.submitted = true;
    loadForm().catch(() => {
      activity.current.submitted = false;
      notify({ type: 'error', text: t('application.notice.clientError') });
    });
  };

  return (
    <div onPointerDownCapture={loadFormEarly} onFocusCapture={loadFormEarly} onInput={noteInput} onSubmit={holdSubmit}>
      <Suspense fallback={<Spinner />}>
        <LiveForm nominationId={nominationId} drawn={drawnActivity} />
      </Suspense>
    </div>
  );
}
