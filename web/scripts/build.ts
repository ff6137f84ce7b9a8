import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

// The browser's build and the server's, under one build id: the server reads the id the
// browser's pages carry, and both name the same build in `builds/latest.json`.
const env = {
  ...process.env,
  PLAYFRONT_BUILD_ID: process.env.PLAYFRONT_BUILD_ID ?? Date.now().toString(36),
}
const vite = (args: string[]) =>
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...args], {
    stdio: 'inherit',
    env,
    cwd: new URL('..', import.meta.url),
  })

vite([])
vite(['--ssr'])

// What the server needs beside its bundle: jsdom, which DOMPurify needs for a DOM and which does
// not bundle. A container installs it from this file (see Dockerfile).
const web = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>
}
writeFileSync(
  new URL('../dist-server/package.json', import.meta.url),
  JSON.stringify(
    { private: true, type: 'module', dependencies: { jsdom: web.dependencies.jsdom } },
    null,
    2,
  ) + '\n',
)
