#!/usr/bin/env node
// The platform tests of issue 18 start a real Redis (tests/support/redis.ts): install Debian's
// redis-server with apt when it is missing, as scripts/ensure-chromium.mjs does for the browser.
// Never downloads anything else; the tests start and stop their own servers (docs/testing.md).
import { execSync } from 'node:child_process';

const has = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

if (!has('redis-server')) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log("redis-server is missing: installing Debian's redis-server with apt-get");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq --no-install-recommends redis-server`, { stdio: 'inherit', env });
}
console.log(execSync('redis-server --version').toString().trim());
