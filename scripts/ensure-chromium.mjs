#!/usr/bin/env node
// Browser tests use Debian's chromium; install it with apt when it is missing. Never downloads a browser.
// The embedded-mode tests make their own self-signed certificate with Debian's openssl (tests/e2e/cross-site.ts): installed the same way.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit', env });
}
const hasOpenssl = () => {
  try {
    execSync('openssl version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
if (!hasOpenssl()) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log('openssl is missing: installing Debian\'s openssl with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq openssl`, { stdio: 'inherit', env });
}
console.log(execSync(`${CHROMIUM} --version`).toString().trim());
