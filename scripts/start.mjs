#!/usr/bin/env node
// `npm start`: build the widgets, then run the platform (which serves them) in the foreground.
// It is the newcomer's casino, so it runs in demo mode on loopback unless CASINO_MODE says
// otherwise or NODE_ENV=production (docs/operations.md); the server refuses unsafe settings.
import { spawnSync } from 'node:child_process';

const run = (command, args, env = process.env) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const env = { ...process.env };
if (env.CASINO_MODE === undefined && env.NODE_ENV !== 'production') env.CASINO_MODE = 'demo';

run('npm', ['run', '--silent', 'build']);
run(process.execPath, ['--import', 'tsx', 'host-demo/server/main.ts'], env);
