import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.ts';

// Guards the promise that both flavours run the very same component test files.
describe('vitest projects', () => {
  it('react and preact projects include the same files', () => {
    const projects = (config as { test: { projects: { test: { name: string; include: string[] } }[] } }).test.projects;
    const react = projects.find((p) => p.test.name === 'react');
    const preact = projects.find((p) => p.test.name === 'preact');
    expect(react?.test.include).toBeDefined();
    expect(preact?.test.include).toEqual(react?.test.include);
    expect(readFileSync('vitest.config.ts', 'utf8')).toContain('PREACT_ALIASES');
  });
});
