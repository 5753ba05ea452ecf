import type { DatabaseHandle } from '../../lib/db/client';
import { deliver, type Delivery } from './delivery';
import { MAIL_CHANNEL, claimMail, deleteSentBefore, msUntilNextDue } from './repository';

/** Mails claimed and sent together; the lease covers the whole batch, sent side by side. */
const BATCH = 10;
/** The longest a worker sleeps: mail queued by a server whose notification this one missed waits no longer. */
const POLL_MS = 5_000;
/** The shortest: a due row that another server is claiming right now is not asked for in a tight loop. */
const SHORTEST_SLEEP_MS = 50;
/** Sent mail is kept this long as a record (without its bodies), then deleted. */
const KEEP_SENT_DAYS = 7;
const CLEANUP_EVERY_MS = 3_600_000;

/**
 * One per server: sends the outbox's due mail through the transport. It wakes when a commit
 * queues mail (the database's notification, from this server or another), when its own failed
 * mail or a dead server's claim comes due, and every few seconds. Passes run one at a time.
 */
export class MailWorker {
  private timer?: NodeJS.Timeout;
  private pass?: Promise<void>;
  /** Woken while a pass ran: what was queued meanwhile may have come too late for it. */
  private again = false;
  private stopped = false;
  private lastCleanup = 0;
  private unlisten?: () => Promise<void>;

  constructor(private readonly delivery: Delivery) {}

  async start(listen: DatabaseHandle['listen']): Promise<void> {
    // Back after a lost connection: mail queued meanwhile was not notified here.
    this.unlisten = await listen(MAIL_CHANNEL, () => this.wake(), () => this.wake(), 'awards-mail');
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    this.again = true;
    if (this.pass) return;
    clearTimeout(this.timer);
    this.pass = this.drain();
  }

  /** No pass starts after this; the one running finishes its sends, so none is cut off or made after close. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.unlisten?.();
    await this.pass;
  }

  private async drain(): Promise<void> {
    let sleepMs = POLL_MS;
    try {
      while (this.again && !this.stopped) {
        this.again = false;
        sleepMs = await this.sendDue();
      }
    } catch (error) {
      this.delivery.log?.error({ err: error }, 'the mail outbox could not be read or written');
      sleepMs = POLL_MS;
    } finally {
      this.pass = undefined;
      if (!this.stopped) this.timer = setTimeout(() => this.wake(), sleepMs).unref();
    }
  }

  /** Sends every due mail, batch after batch; answers how long to sleep before the next pass. */
  private async sendDue(): Promise<number> {
    const { db, settings } = this.delivery;
    for (;;) {
      const rows = await claimMail(db, { limit: BATCH, leaseMs: settings.leaseMs });
      if (rows.length === 0) break;
      // Every send of the batch ends before the pass does, even when recording one failed.
      const outcomes = await Promise.allSettled(rows.map((row) => deliver(this.delivery, row)));
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      if (this.stopped) return POLL_MS;
    }
    if (Date.now() - this.lastCleanup > CLEANUP_EVERY_MS) {
      await deleteSentBefore(db, KEEP_SENT_DAYS);
      this.lastCleanup = Date.now();
    }
    const due = await msUntilNextDue(db);
    return Math.min(Math.max(due ?? POLL_MS, SHORTEST_SLEEP_MS), POLL_MS);
  }
}
