import pg from 'pg';

const FIRST_RETRY_MS = 200;
const LONGEST_RETRY_MS = 10_000;

/**
 * LISTENs on a connection of its own, outside the pool: a pooled connection goes back to the pool
 * between queries and would stop hearing. When that connection drops (a database restart, a
 * failover, a backend ended by an administrator), it connects again, waiting twice as long after
 * each failure up to ten seconds, and then calls `onResume`: what was notified meanwhile is lost.
 * The connection's application_name is `name` (the live show's listener's unless given).
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResume?: () => void,
  name = 'awards-live',
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  async function connect(): Promise<pg.Client> {
    // keepAlive notices a peer gone silently (a dropped route) instead of waiting on it for ever.
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: name });
    // A lost connection emits an error and then `end`; `end` is what reconnects.
    next.on('error', () => undefined);
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    next.once('end', () => {
      client = undefined;
      if (!stopped) reconnectLater();
    });
    return next;
  }

  function reconnectLater() {
    retry = setTimeout(() => {
      connect().then(
        async (next) => {
          if (stopped) return next.end();
          client = next;
          delay = FIRST_RETRY_MS;
          onResume?.();
        },
        () => {
          delay = Math.min(delay * 2, LONGEST_RETRY_MS);
          if (!stopped) reconnectLater();
        },
      );
    }, delay);
  }

  client = await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}
