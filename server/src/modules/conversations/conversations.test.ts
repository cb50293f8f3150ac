import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  REACTION_EMOJIS,
  toggleReaction,
  type ConversationMessage,
  type ReactionEmoji,
} from '@comptoir/core/modules/conversations';
import type { DemandeEvent } from '@comptoir/core/modules/demandes';
import { productMessages } from '../../db/schema/index';
import { eventsOf } from '../../platform/events';
import { PDF, UNKNOWN_ID, demandesUser, pngOf, useDemandesApp, type Person } from '../demandes/testing';
import { conversationClock } from './service';

const { f, u, demande, call, upload } = useDemandesApp(
  {
    alice: demandesUser('Editor', 'Alice Martin'), // Sourcing department
    bruno: demandesUser('Editor', 'Bruno Petit'), // Direction (operations)
    chloe: demandesUser('Manager', 'Chloé Durand'), // not in the directory
    viewer: demandesUser('Viewer', 'Victor Lecteur'),
  },
  (users) => [
    { userId: users.alice.id, department: 'Sourcing' },
    { userId: users.bruno.id, department: 'Direction' },
  ],
);
let png: Buffer;

beforeAll(async () => {
  png = await pngOf('#0a0');
});
afterEach(() => {
  conversationClock.now = () => new Date();
});

async function thread() {
  const d = await demande(u.chloe);
  return { id: d.id, productId: d.productId, url: `${d.url}/messages` };
}

async function say(
  url: string,
  who: Person,
  content: string,
  replyTo?: string,
): Promise<ConversationMessage> {
  const res = await call('POST', url, who, { content, ...(replyTo ? { replyTo } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message;
}

async function productOf(demandeId: string, productId: string, who: Person) {
  const res = await call('GET', `/api/demandes/${demandeId}`, who);
  expect(res.statusCode).toBe(200);
  return (
    res.json().products as {
      id: string;
      messageCount: number;
      lastMessageTime: string | null;
      hasUnreadMessages: boolean;
    }[]
  ).find((p) => p.id === productId)!;
}

describe('messages', () => {
  it('keeps author, role label from the team directory, content, reply quote and attachments', async () => {
    const t = await thread();
    const first = await say(t.url, u.alice, '  Bonjour, échantillons reçus ?  ');
    expect(first).toMatchObject({
      author: 'Alice Martin',
      authorId: u.alice.id,
      authorRole: 'sourcingSpecialist',
      content: 'Bonjour, échantillons reçus ?',
      deleted: false,
      editedAt: null,
      replyTo: null,
      reactions: [],
      isRead: true,
      canEdit: true,
    });
    const answer = await say(t.url, u.bruno, 'Oui, hier.', first.id);
    expect(answer.authorRole).toBe('managementDirector');
    expect(answer.replyTo).toEqual({
      id: first.id,
      author: 'Alice Martin',
      excerpt: 'Bonjour, échantillons reçus ?',
      deleted: false,
    });
    const byChloe = await say(t.url, u.chloe, 'Noté');
    expect(byChloe.authorRole).toBeNull();

    const withFiles = await upload(t.url, u.alice, { content: '' }, [
      { name: 'fiche.pdf', bytes: PDF },
      { name: 'photo.png', bytes: png },
    ]);
    expect(withFiles.statusCode, withFiles.body).toBe(201);
    const files = withFiles.json().message.attachments as {
      name: string;
      type: string;
      url: string;
      size: number;
    }[];
    expect(files.map((f) => [f.name, f.type, f.size])).toEqual([
      ['fiche.pdf', 'document', PDF.length],
      ['photo.png', 'image', png.length],
    ]);
    const served = await call('GET', files[0]!.url, u.bruno);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect((await call('GET', files[0]!.url, u.outsider)).statusCode).toBe(403);

    const list = await call('GET', t.url, u.bruno);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((m: ConversationMessage) => m.content)).toEqual([
      'Bonjour, échantillons reçus ?',
      'Oui, hier.',
      'Noté',
      '',
    ]);
    expect(list.json().total).toBe(4);
  });

  it('refuses an empty message (no text, no file) and a file that lies about its type', async () => {
    const t = await thread();
    for (const payload of [{ content: '' }, { content: '   \n ' }, {}]) {
      const res = await call('POST', t.url, u.alice, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Le message est vide : écrivez un texte ou joignez un fichier.');
    }
    const lying = [{ name: 'photo.png', bytes: PDF }];
    const res = await upload(t.url, u.alice, { content: 'voici' }, lying);
    expect(res.statusCode).toBe(415);
    const other = [{ name: 'notes.txt', bytes: Buffer.from('texte') }];
    const res2 = await upload(t.url, u.alice, { content: '' }, other);
    expect(res2.statusCode).toBe(415);
    expect((await call('GET', t.url, u.alice)).json().total).toBe(0);
    const reply = await call('POST', t.url, u.alice, { content: 'x', replyTo: UNKNOWN_ID });
    expect(reply.statusCode).toBe(400);
  });

  it('publishes a live event naming the product', async () => {
    const t = await thread();
    const seen: DemandeEvent[] = [];
    const off = eventsOf(f.ctx.app).subscribe('demande', (e) => seen.push(e));
    await say(t.url, u.alice, 'en direct');
    // Delivered at once in process; through PostgreSQL's notifications a moment later.
    await vi.waitFor(() =>
      expect(seen).toContainEqual(
        expect.objectContaining({ type: 'message', demandeId: t.id, productId: t.productId, by: u.alice.id }),
      ),
    );
    off();
  });
});

describe('reactions', () => {
  it('toggle like the specification: again removes, a count of 0 disappears (property)', async () => {
    const people = () => [u.alice, u.bruno, u.chloe];
    const t = await thread();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.constantFrom(...REACTION_EMOJIS)), {
          minLength: 1,
          maxLength: 8,
        }),
        async (steps) => {
          const m = await say(t.url, u.alice, 'réagissez');
          let model: { emoji: ReactionEmoji; users: string[] }[] = [];
          for (const [who, emoji] of steps) {
            const p = people()[who]!;
            const res = await call('POST', `${t.url}/${m.id}/reactions`, p, { emoji });
            expect(res.statusCode).toBe(200);
            model = toggleReaction(model, emoji, p.fullName);
            const got = (res.json().message as ConversationMessage).reactions;
            const norm = (r: { emoji: string; users: string[] }[]) =>
              r
                .map((x) => ({ emoji: x.emoji, users: [...x.users].sort() }))
                .sort((a, b) => a.emoji.localeCompare(b.emoji));
            expect(norm(got)).toEqual(norm(model));
            for (const r of got) {
              expect(r.count).toBe(r.users.length);
              expect(r.count).toBeGreaterThan(0);
              expect(r.mine).toBe(r.users.includes(p.fullName));
            }
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('refuses an unknown emoji and a Viewer', async () => {
    const t = await thread();
    const m = await say(t.url, u.alice, 'x');
    expect((await call('POST', `${t.url}/${m.id}/reactions`, u.alice, { emoji: 'rocket' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', `${t.url}/${m.id}/reactions`, u.viewer, { emoji: 'heart' })).statusCode).toBe(
      403,
    );
  });
});

describe('read state', () => {
  it('is per user: unread until it has been on their screen, on the product card too', async () => {
    const t = await thread();
    const first = await say(t.url, u.alice, 'un');
    const second = await say(t.url, u.alice, 'deux');

    expect(await productOf(t.id, t.productId, u.alice)).toMatchObject({
      messageCount: 2,
      lastMessageTime: second.createdAt,
      hasUnreadMessages: false,
    });
    for (const who of [u.bruno, u.viewer]) {
      expect((await productOf(t.id, t.productId, who)).hasUnreadMessages).toBe(true);
      const list = (await call('GET', t.url, who)).json();
      expect(list.unreadCount).toBe(2);
      expect(list.items.map((m: ConversationMessage) => m.isRead)).toEqual([false, false]);
    }

    const partly = await call('POST', `${t.url}/read`, u.bruno, { upTo: first.id });
    expect(partly.json()).toEqual({ unreadCount: 1 });
    const all = await call('POST', `${t.url}/read`, u.bruno, { upTo: second.id });
    expect(all.json()).toEqual({ unreadCount: 0 });
    // Never back.
    expect((await call('POST', `${t.url}/read`, u.bruno, { upTo: first.id })).json()).toEqual({
      unreadCount: 0,
    });
    expect((await productOf(t.id, t.productId, u.bruno)).hasUnreadMessages).toBe(false);
    expect(
      (await call('GET', t.url, u.bruno)).json().items.map((m: ConversationMessage) => m.isRead),
    ).toEqual([true, true]);
    // Someone else's marker did not move; a Viewer may mark read.
    expect((await productOf(t.id, t.productId, u.viewer)).hasUnreadMessages).toBe(true);
    expect((await call('POST', `${t.url}/read`, u.viewer, { upTo: second.id })).statusCode).toBe(200);
    expect((await productOf(t.id, t.productId, u.viewer)).hasUnreadMessages).toBe(false);

    // A new message is unread again for the readers, not for its author.
    await say(t.url, u.alice, 'trois');
    expect((await productOf(t.id, t.productId, u.bruno)).hasUnreadMessages).toBe(true);
    expect((await productOf(t.id, t.productId, u.alice)).hasUnreadMessages).toBe(false);
    expect((await call('POST', `${t.url}/read`, u.bruno, { upTo: UNKNOWN_ID })).statusCode).toBe(404);
  });
});

describe('edit and delete within 15 minutes', () => {
  it('lets the author edit and delete until 15 minutes have passed (fixed clock)', async () => {
    const t = await thread();
    const start = new Date('2030-03-01T10:00:00.000Z');
    conversationClock.now = () => start;
    const m = await say(t.url, u.alice, 'brouillon');
    conversationClock.now = () => new Date(start.getTime() + 1000);
    const other = await say(t.url, u.alice, 'à effacer');

    conversationClock.now = () => new Date(start.getTime() + 14 * 60_000 + 59_000);
    expect((await call('PATCH', `${t.url}/${m.id}`, u.bruno, { content: 'pirate' })).statusCode).toBe(403);
    const edited = await call('PATCH', `${t.url}/${m.id}`, u.alice, { content: 'version finale' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toMatchObject({ content: 'version finale', canEdit: true });
    expect(edited.json().message.editedAt).toBe(new Date(start.getTime() + 899_000).toISOString());
    expect((await call('PATCH', `${t.url}/${m.id}`, u.alice, { content: '  ' })).statusCode).toBe(400);

    conversationClock.now = () => new Date(start.getTime() + 15 * 60_000 + 1);
    const late = await call('PATCH', `${t.url}/${m.id}`, u.alice, { content: 'trop tard' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'Un message ne peut être modifié ou supprimé que dans les 15 minutes qui suivent son envoi.',
    );
    conversationClock.now = () => new Date(start.getTime() + 16 * 60_000);
    expect((await call('DELETE', `${t.url}/${other.id}`, u.alice)).statusCode).toBe(409);
    const list = (await call('GET', t.url, u.alice)).json().items as ConversationMessage[];
    expect(list.every((x) => !x.canEdit)).toBe(true);

    conversationClock.now = () => new Date(start.getTime() + 60_000);
    await call('POST', `${t.url}/${other.id}/reactions`, u.bruno, { emoji: 'heart' });
    const deleted = await call('DELETE', `${t.url}/${other.id}`, u.alice);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toMatchObject({
      deleted: true,
      content: '',
      reactions: [],
      canEdit: false,
    });
    expect((await call('DELETE', `${t.url}/${other.id}`, u.alice)).statusCode).toBe(409);
    expect(
      (await call('POST', `${t.url}/${other.id}/reactions`, u.bruno, { emoji: 'heart' })).statusCode,
    ).toBe(409);
    const after = (await call('GET', t.url, u.bruno)).json();
    expect(after.total).toBe(1);
    expect(after.items.map((x: ConversationMessage) => [x.content, x.deleted, x.editedAt !== null])).toEqual([
      ['version finale', false, true],
      ['', true, false],
    ]);
  });
});

describe('paging and search', () => {
  it('walks a long thread back by cursor without gaps or repeats, and searches without accents', async () => {
    const t = await thread();
    const base = Date.parse('2030-01-01T00:00:00Z');
    await f.db.insert(productMessages).values(
      Array.from({ length: 120 }, (_, i) => ({
        productId: t.productId,
        author: 'Alice Martin',
        authorId: u.alice.id,
        content: i === 42 ? 'Le prix négocié est validé' : `message ${i}`,
        // Two messages per millisecond: the id breaks ties.
        createdAt: new Date(base + Math.floor(i / 2)),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call('GET', `${t.url}?limit=50${cursor ? `&before=${cursor}` : ''}`, u.bruno);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      const times = page.items.map((m: ConversationMessage) => Date.parse(m.createdAt));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      seen.unshift(...page.items.map((m: ConversationMessage) => m.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);

    const found = (await call('GET', `${t.url}?q=${encodeURIComponent('NEGOCIE')}`, u.bruno)).json();
    expect(found.items.map((m: ConversationMessage) => m.content)).toEqual(['Le prix négocié est validé']);
    expect((await call('GET', `${t.url}?before=zzz`, u.bruno)).statusCode).toBe(400);
  });
});

describe('access and hostile input', () => {
  it('403 without the module, 404 for other ids, and never a 500 for fuzzed bodies', async () => {
    const t = await thread();
    const other = await thread();
    const m = await say(t.url, u.alice, 'x');
    expect((await call('GET', t.url, u.outsider)).statusCode).toBe(403);
    expect((await call('POST', t.url, u.outsider, { content: 'x' })).statusCode).toBe(403);
    expect((await call('POST', t.url, u.viewer, { content: 'x' })).statusCode).toBe(403);
    const wrong = `/api/demandes/${other.id}/products/${t.productId}/messages`;
    expect((await call('GET', wrong, u.alice)).statusCode).toBe(404);
    expect((await call('POST', wrong, u.alice, { content: 'x' })).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/demandes/${UNKNOWN_ID}/products/${t.productId}/messages`, u.alice)).statusCode,
    ).toBe(404);
    expect((await call('PATCH', `${other.url}/${m.id}`, u.alice, { content: 'y' })).statusCode).toBe(404);
    expect(
      (await call('POST', `${other.url}/${m.id}/reactions`, u.alice, { emoji: 'heart' })).statusCode,
    ).toBe(404);
    expect((await call('POST', `${other.url}/read`, u.alice, { upTo: m.id })).statusCode).toBe(404);
    expect((await call('GET', `${t.url}/not-a-uuid`, u.alice)).statusCode).toBeLessThan(500);

    await fc.assert(
      fc.asyncProperty(
        fc.anything(),
        fc.constantFrom('POST', 'PATCH', 'REACT', 'READ'),
        async (body, kind) => {
          const url =
            kind === 'POST' || kind === 'READ'
              ? `${t.url}${kind === 'READ' ? '/read' : ''}`
              : `${t.url}/${m.id}${kind === 'REACT' ? '/reactions' : ''}`;
          const res = await f.ctx.app.inject({
            method: kind === 'PATCH' ? 'PATCH' : 'POST',
            url,
            headers: { cookie: u.alice.cookie, 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    const hostile = await say(t.url, u.alice, "<script>alert(1)</script>\u0000 %_\\ '; drop table x;--");
    expect(hostile.content).toContain('<script>');
    const searched = await call('GET', `${t.url}?q=${encodeURIComponent("%_\\'")}`, u.alice);
    expect(searched.statusCode).toBe(200);
  });
});
