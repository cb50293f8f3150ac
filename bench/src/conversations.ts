/**
 * Product conversations (issue 13): a thread of 10,000 messages on one requested product, seeded
 * in SQL (every 10th message a reply, every 5th with a reaction, every 20th with an attachment
 * record, a read marker part-way), then, through the real server and signed in as a reader with
 * the demandes module: opening the thread (its newest page with counts and the reader's unread
 * count), the next older page, a search in the thread, and the request's detail with the product
 * card's counters. Budget: the thread opens in under 300 ms (p95).
 */
import { BENCH_PASSWORD, settleAfterSeed, withClient } from './database';
import { p95 } from './import';
import { signIn } from './load';

export const THREAD_OPEN_P95_BUDGET_MS = 300;
export const THREAD_MESSAGES = 10_000;
const READER_EMAIL = 'bench.conversation@bench.comptoir.test';

export interface ConversationSeed {
  demandeId: string;
  productId: string;
  messages: number;
  seconds: number;
}

export async function seedConversation(url: string): Promise<ConversationSeed> {
  const t0 = Date.now();
  return withClient(url, async (client) => {
    await client.query('begin');
    const reader = await client.query<{ id: string }>(
      `insert into users (email, full_name, password_hash, role, status, is_active, is_super_admin, modules, email_confirmed_at)
       select $1, 'Lecteur Bench', password_hash, 'Editor', 'Active', true, false, array['dashboard', 'demandes'], now()
       from users where email like 'bench.user%' limit 1
       returning id`,
      [READER_EMAIL],
    );
    const readerId = reader.rows[0]!.id;
    const author = await client.query<{ id: string }>(
      `select id from users where email like 'bench.user%' order by email limit 1`,
    );
    const authorId = author.rows[0]!.id;
    await client.query(
      `insert into team_members (user_id, name, email, department, role) values ($1, 'Auteur Bench', 'auteur.bench@bench.comptoir.test', 'Sourcing', 'Acheteur')
       on conflict do nothing`,
      [authorId],
    );
    const demande = await client.query<{ id: string }>(
      `insert into demandes (title, description, category, deadline, created_by)
       values ('Fil de discussion (bench)', 'Conversation de 10 000 messages', 'Sourcing', current_date + 30, $1)
       returning id`,
      [authorId],
    );
    const demandeId = demande.rows[0]!.id;
    const product = await client.query<{ id: string }>(
      `insert into demande_products (demande_id, name, description, quantity) values ($1, 'Lampe (bench)', 'Laiton', '500')
       returning id`,
      [demandeId],
    );
    const productId = product.rows[0]!.id;
    // Two authors taking turns, one message a minute, ending now.
    await client.query(
      `insert into product_messages (product_id, author_id, author, content, created_at)
       select $1, case when g % 2 = 0 then $2::uuid else $3::uuid end,
              case when g % 2 = 0 then 'Auteur Bench' else 'Lecteur Bench' end,
              'Message ' || g || ' : prix, délais et échantillons du fournisseur n° ' || (g % 37),
              now() - make_interval(mins => $4 - g)
       from generate_series(1, $4) g`,
      [productId, authorId, readerId, THREAD_MESSAGES],
    );
    await client.query(
      `with ordered as (
         select id, lag(id) over (order by created_at, id) as prev, row_number() over (order by created_at, id) as n
         from product_messages where product_id = $1
       )
       update product_messages m set reply_to_id = o.prev from ordered o
       where m.id = o.id and o.n % 10 = 0`,
      [productId],
    );
    await client.query(
      `insert into product_message_reactions (message_id, user_id, emoji)
       select id, $2, case when n % 4 = 0 then 'heart' else 'thumbsUp' end
       from (select id, row_number() over (order by created_at, id) as n from product_messages where product_id = $1) x
       where n % 5 = 0`,
      [productId, authorId],
    );
    await client.query(
      `insert into product_message_attachments (message_id, kind, name, mime, size, storage_key)
       select id, 'document', 'devis-' || n || '.pdf', 'application/pdf', 120000, 'bench/none-' || n || '.pdf'
       from (select id, row_number() over (order by created_at, id) as n from product_messages where product_id = $1) x
       where n % 20 = 0`,
      [productId],
    );
    // The reader has read up to 100 messages before the end.
    await client.query(
      `insert into product_message_reads (product_id, user_id, read_up_to)
       select $1, $2, created_at from product_messages where product_id = $1
       order by created_at desc offset 100 limit 1`,
      [productId, readerId],
    );
    await client.query('commit');
    await settleAfterSeed(client, ['product_messages'], 'analyze');
    return {
      demandeId,
      productId,
      messages: THREAD_MESSAGES,
      seconds: Math.round((Date.now() - t0) / 100) / 10,
    };
  });
}

/** Thread open, older page, search and the request's detail, each as a p95 line. */
export async function benchConversation(
  baseUrl: string,
  seed: ConversationSeed,
  emit: (line: Record<string, unknown>) => void,
): Promise<void> {
  const cookie = await signIn(baseUrl, READER_EMAIL, BENCH_PASSWORD);
  const thread = `/api/demandes/${seed.demandeId}/products/${seed.productId}/messages`;
  const first = await fetch(`${baseUrl}${thread}`, { headers: { cookie } });
  if (!first.ok) throw new Error(`thread answered ${first.status}`);
  const page = (await first.json()) as { nextCursor: string | null; total: number; unreadCount: number };
  if (page.total !== seed.messages || !page.nextCursor) {
    throw new Error(`the thread has ${page.total} messages, expected ${seed.messages}`);
  }
  const groups: [string, string[], number | null][] = [
    ['conversation.thread_open', [thread], THREAD_OPEN_P95_BUDGET_MS],
    ['conversation.older_page', [`${thread}?before=${page.nextCursor}`], THREAD_OPEN_P95_BUDGET_MS],
    ['conversation.search', [`${thread}?q=${encodeURIComponent('fournisseur n° 12')}`], null],
    ['conversation.demande_detail', [`/api/demandes/${seed.demandeId}`], null],
  ];
  for (const [name, paths, budget] of groups) {
    await p95(baseUrl, cookie, paths, 10, 1); // warm-up
    // One reader at a time: the time a person waits for the thread to open.
    emit({
      name,
      db: 'postgres',
      messages: seed.messages,
      unread: page.unreadCount,
      concurrency: 1,
      ...(await p95(baseUrl, cookie, paths, 100, 1)),
      ...(budget === null ? {} : { budget_ms: budget }),
    });
  }
}
