import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectPreviousHost, KEEP_MS, writePreviousHost } from '../../scripts/host-previous.ts';

/** A deploy keeps the previous builds' host chunks (docs/host.md "Failed code chunks"). */
describe('previous host builds stay servable', () => {
  const dist = mkdtempSync(join(tmpdir(), 'ck-dist-'));
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const write = (path: string, text: string, mtime?: number) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
    if (mtime) utimesSync(join(dist, path), new Date(mtime), new Date(mtime));
  };

  it('keeps the replaced build’s hashed files and the kept ones younger than a week, across a clean build', () => {
    const now = Date.UTC(2026, 10, 25);
    write('host/main-AAAAAAAA.js', 'main v2');
    write('host/chunks/LobbyPage-BBBBBBBB.js', 'lobby v2');
    write('host/notes.txt', 'not hashed');
    write('host-previous/chunks/LobbyPage-CCCCCCCC.js', 'lobby v1', now - KEEP_MS / 2);
    write('host-previous/chunks/LobbyPage-DDDDDDDD.js', 'lobby v0', now - KEEP_MS - 1);

    const kept = collectPreviousHost(dist, now);
    rmSync(dist, { recursive: true, force: true }); // the build empties dist
    writePreviousHost(dist, kept);

    expect(readFileSync(join(dist, 'host-previous/main-AAAAAAAA.js'), 'utf8')).toBe('main v2');
    expect(readFileSync(join(dist, 'host-previous/chunks/LobbyPage-BBBBBBBB.js'), 'utf8')).toBe('lobby v2');
    expect(readFileSync(join(dist, 'host-previous/chunks/LobbyPage-CCCCCCCC.js'), 'utf8')).toBe('lobby v1');
    expect(existsSync(join(dist, 'host-previous/chunks/LobbyPage-DDDDDDDD.js'))).toBe(false);
    expect(existsSync(join(dist, 'host-previous/notes.txt'))).toBe(false);
    // The week counts from the build that replaced a file, not from when it was built.
    expect(collectPreviousHost(dist, now + KEEP_MS - 1).map((file) => file.path).sort()).toEqual(['chunks/LobbyPage-BBBBBBBB.js', 'main-AAAAAAAA.js']);
  });
});
