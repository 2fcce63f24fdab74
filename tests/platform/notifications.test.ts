/**
 * Personal notifications (docs/api/notifications.md): `notify` stores once per key inside the
 * caller's transaction, pushes `personal_notifications#<id>` in the player's locale only after
 * the commit (received here over the real socket), and a rolled-back transaction announces nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { immediate } from '../../platform/db/database.ts';
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
    expect(socket.pushes()[0].pub.data).toMatchObject({ id: first.id, title: 'Title de', text: 'Text de', link: '/bonuses' });
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
