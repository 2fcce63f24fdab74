#!/usr/bin/env node
// `npm start`: build the widgets, then run the platform (which serves them) in the foreground.
import { spawnSync } from 'node:child_process';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', '--silent', 'build']);
run(process.execPath, ['--import', 'tsx', 'host-demo/server/main.ts']);
