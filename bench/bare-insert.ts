import Fastify from 'fastify';
import pg from 'pg';

/**
 * The votes' baseline: a bare Fastify server whose one route stores a row like a vote with one
 * INSERT through a pg pool as large as the app's, on a database of its own, and answers 201 with
 * the row (409 for a repeat). No authentication, limit or check: what a vote costs at the least.
 * Started in a process of its own, as the app is (see server-process.ts), it tells the parent
 * where it listens and closes when told to.
 */

/** The votes table's columns, its unique key and its indexes, without the references to tables this database lacks. */
const SCHEMA = `
  create table if not exists votes (
    id serial primary key,
    round_id integer not null,
    nomination_id integer not null,
    nominee_id integer not null,
    user_id integer,
    client_hash text,
    address_hash text,
    quarantined_at timestamptz,
    quarantined_by integer,
    quarantine_reason text,
    created_at timestamptz not null default now()
  );
  create unique index if not exists votes_one_per_user_round_nomination on votes (user_id, round_id, nomination_id);
  create index if not exists votes_nominee_idx on votes (nominee_id);
  create index if not exists votes_round_created_idx on votes (round_id, created_at)`;

const INSERT = `insert into votes (round_id, nomination_id, nominee_id, user_id, client_hash, address_hash)
  values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning *`;

/** The app's pool size (lib/db/client.ts). */
const POOL_SIZE = 10;

interface BareVote {
  round_id: number;
  nomination_id: number;
  nominee_id: number;
  user_id: number;
  client_hash: string;
  address_hash: string;
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
await pool.query(SCHEMA);

const app = Fastify();
app.post<{ Body: BareVote }>('/vote', async (request, reply) => {
  const { round_id, nomination_id, nominee_id, user_id, client_hash, address_hash } = request.body;
  // Named, so prepared once per connection, as the app's vote insert is.
  const { rows } = await pool.query({ name: 'vote_insert', text: INSERT, values: [round_id, nomination_id, nominee_id, user_id, client_hash, address_hash] });
  return reply.code(rows.length > 0 ? 201 : 409).send(rows[0] ?? { error: 'already_voted' });
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });

process.send!({ url });
process.on('message', (request) => {
  if (request === 'stop') void app.close().then(() => pool.end()).then(() => process.disconnect());
});
