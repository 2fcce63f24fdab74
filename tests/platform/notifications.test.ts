/**
 * Personal notifications (docs/api/notifications.md): `notify` stores once per key inside the
 * caller's transaction, pushes `personal_notifications#<id>` in the player's locale only after
 * the commit (received here over the real socket), and a rolled-back transaction announces nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { immediate } from '../../platform/db/database.ts';
import { MESSAGES, message } from '../../platform/notifications/messages.ts';
import { notify, notifyNow, viewOf } from '../../platform/notifications/notify.ts';
import { startPlatform, type TestPlatform } from './harness.ts';
import { RawClient, socketUrl, tokenFor, until } from './realtime-helpers.ts';

const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'no', 'it', 'et'];
const all = (prefix: string) => Object.fromEntries(LOCALES.map((code) => [code, `${prefix} ${code}`]));

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

async function listen(userId: number) {
  const socket = await RawClient.open(socketUrl(platform));
  await socket.connect(await tokenFor(platform, userId));
  const reply = await socket.call({ subscribe: { channel: `personal_notifications#${userId}` } });
  expect(reply.error).toBeUndefined();
  return socket;
}

describe('notify', () => {
  it('stores once per key and pushes {id, title, text} in the player locale after the commit', async () => {
    const userId = platform.createUser({ language: 'de' });
    const socket = await listen(userId);
    const spec = { kind: 'test', title: all('Title'), text: all('Text'), key: 'k1', link: '/bonuses' };
    const first = notifyNow(platform.ctx, userId, spec);
    await until(() => socket.pushes(`personal_notifications#${userId}`).length === 1);
    expect(socket.pushes()[0].pub.data).toMatchObject({ id: first.id, title: 'Title de', text: 'Text de', link: '/bonuses', content: { button: { path: '/bonuses' } } });
    const again = notify(platform.ctx, userId, spec);
    expect(again).toMatchObject({ created: false, after: [] });
    expect(again.notification.id).toBe(first.id);
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM notifications WHERE user_id = ?').pluck().get(userId)).toBe(1);
    socket.close();
  });

  it('inside a transaction that rolls back: no row, and the caller never gets a push to run', () => {
    const userId = platform.createUser();
    let pushes = 0;
    expect(() =>
      immediate(platform.ctx.db, () => {
        const { after } = notify(platform.ctx, userId, { kind: 'test', title: all('T'), text: all('X'), key: 'rolled' });
        pushes = after.length;
        throw new Error('caller fails');
      }),
    ).toThrow('caller fails');
    expect(pushes).toBe(1);
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM notifications WHERE user_id = ?').pluck().get(userId)).toBe(0);
  });

  it('falls back to en for a locale without its own text', () => {
    const userId = platform.createUser({ language: 'fr-CA' });
    const row = notifyNow(platform.ctx, userId, { kind: 'test', title: { en: 'Hello' }, text: { en: 'World', de: 'Welt' }, key: 'fb' });
    expect(viewOf(row, 'fr-CA')).toMatchObject({ title: 'Hello', text: 'World', read: false });
    expect(viewOf(row, 'de')).toMatchObject({ title: 'Hello', text: 'Welt' });
  });
});

describe('the player routes', () => {
  it('lists newest first in the player locale, marks read, dismisses, and keeps each player to their own', async () => {
    const userId = platform.createUser({ language: 'it' });
    const other = platform.createUser();
    const first = notifyNow(platform.ctx, userId, { kind: 'a', title: all('One'), text: all('1'), key: 'r1' });
    platform.clock.advance(1_000);
    const second = notifyNow(platform.ctx, userId, { kind: 'b', title: all('Two'), text: all('2'), key: 'r2', link: '/x' });
    const mine = platform.clientAs(userId);
    const list = await mine.get('/api/player/notifications');
    expect(list.status).toBe(200);
    expect(list.body.map((item: any) => [item.id, item.title, item.read])).toEqual([
      [second.id, 'Two it', false],
      [first.id, 'One it', false],
    ]);
    expect((await platform.clientAs(other).post(`/api/player/notifications/${first.id}/read`)).status).toBe(404);
    expect((await platform.clientAs(other).delete(`/api/player/notifications/${first.id}`)).status).toBe(404);
    expect((await mine.post(`/api/player/notifications/${first.id}/read`)).status).toBe(204);
    expect((await mine.get('/api/player/notifications')).body.map((item: any) => item.read)).toEqual([false, true]);
    expect((await mine.delete(`/api/player/notifications/${second.id}`)).status).toBe(204);
    expect((await mine.get('/api/player/notifications')).body.map((item: any) => item.id)).toEqual([first.id]);
    expect((await mine.delete(`/api/player/notifications/${second.id}`)).status).toBe(404);
    expect((await platform.client().get('/api/player/notifications')).status).toBe(401);
  });

  it('marks all read, and forgets notifications older than the retention', async () => {
    const userId = platform.createUser();
    notifyNow(platform.ctx, userId, { kind: 'a', title: all('Old'), text: all('o'), key: 'old' });
    platform.clock.advance(29 * 24 * 3_600_000);
    notifyNow(platform.ctx, userId, { kind: 'a', title: all('New'), text: all('n'), key: 'new' });
    const mine = platform.clientAs(userId);
    expect((await mine.post('/api/player/notifications/read')).status).toBe(204);
    expect((await mine.get('/api/player/notifications')).body.map((item: any) => [item.title, item.read])).toEqual([
      ['New en', true],
      ['Old en', true],
    ]);
    platform.clock.advance(2 * 24 * 3_600_000);
    expect((await platform.clientAs(userId).get('/api/player/notifications')).body.map((item: any) => item.title)).toEqual(['New en']);
  });
});

describe('the platform notification texts', () => {
  it.each(Object.keys(MESSAGES))('%s: a title and a text in each of the nine locales, every placeholder filled', (kind) => {
    const filled = message(kind as keyof typeof MESSAGES, { name: all('Bonus'), count: '5', until: '1 Jan', amount: all('€1'), jackpot: 'Pot', tournament: all('Cup'), place: '2', prize: all('€5'), level: '3', minutes: '20' });
    expect(Object.keys(filled.title).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(filled.title[locale]).toMatch(/\S/);
      expect(filled.text[locale]).toMatch(/\S/);
      expect(`${filled.title[locale]} ${filled.text[locale]}`).not.toMatch(/[{}]/);
    }
    // Non-English locales have their own wording.
    expect(new Set(['de', 'fr-CA', 'no', 'it', 'et'].map((locale) => filled.text[locale])).size).toBe(5);
  });
});
