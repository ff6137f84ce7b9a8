import { execFileSync } from 'node:child_process'

// The browser's build and the server's, under one build id: the server reads the id the
// browser's pages carry, and both name the same build in `builds/latest.json`.
const env = { ...process.env, PLAYFRONT_BUILD_ID: process.env.PLAYFRONT_BUILD_ID ?? Date.now().toString(36) }
const vite = (args: string[]) =>
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...args], {
    stdio: 'inherit',
    env,
    cwd: new URL('..', import.meta.url),
  })

vite([])
vite(['--ssr'])
