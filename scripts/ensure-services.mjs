#!/usr/bin/env node
// The platform tests of issue 18 start a real Redis (tests/support/redis.ts) and a real PostgreSQL
// (tests/support/postgres.ts): install Debian's redis-server and postgresql with apt when missing,
// as scripts/ensure-chromium.mjs does for the browser.
// Never downloads anything else; the tests start and stop their own servers (docs/testing.md).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const has = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

// Debian keeps the server binaries of PostgreSQL in /usr/lib/postgresql/<major>/bin, off the PATH.
const PG_ROOT = '/usr/lib/postgresql';
const postgresBin = () => (existsSync(PG_ROOT) ? readdirSync(PG_ROOT).map((major) => `${PG_ROOT}/${major}/bin/postgres`).find((bin) => existsSync(bin)) : undefined);

const missing = [];
if (!has('redis-server')) missing.push('redis-server');
if (!postgresBin()) missing.push('postgresql');
if (missing.length > 0) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`${missing.join(' and ')} missing: installing Debian's ${missing.join(' and ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`, { stdio: 'inherit', env });
}
console.log(execSync('redis-server --version').toString().trim());
console.log(execSync(`${postgresBin()} --version`).toString().trim());
