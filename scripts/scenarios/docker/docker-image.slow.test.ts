import { spawn, spawnSync } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
} from 'node:fs'
import { rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { performBuild } from './perform-build.ts'

/*
 * web/Dockerfile's build, performed without Docker (none runs here): its stages in folders of
 * their own from a copy of the build context, each RUN as written, then its CMD started in the
 * last stage's folder, which must hold everything the server needs, and asked for /healthz as its
 * HEALTHCHECK does.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'docker-image-'))
// The stages hold two installs of the workspace: removing them takes a while on a busy machine.
afterAll(() => rm(work, { recursive: true, force: true }), 300_000)

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Every link under `dir` that leads out of `root`: what an image would lack. */
function linksOutOf(root: string, dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (lstatSync(path).isSymbolicLink()) {
      const target = realpathSync(path)
      if (!target.startsWith(root)) out.push(`${path} → ${target}`)
    } else if (entry.isDirectory()) out.push(...linksOutOf(root, path))
  }
  return out
}

describe('the Dockerfile, performed step by step', () => {
  it("builds an app folder that starts with the image's command and answers its health check", async () => {
    const { final, command, healthCheck } = performBuild(repo, 'web/Dockerfile', work, (line) =>
      console.log(`docker steps: ${line}`),
    )
    expect(command).toEqual(['node', 'dist-server/main.js'])
    const app = join(final.root, final.workdir)
    // The server's dependencies, as the lockfile pins them, and none of the build's.
    const modules = join(app, 'node_modules')
    expect(existsSync(join(modules, 'jsdom/package.json'))).toBe(true)
    for (const devOnly of ['vite', '@playfront/mock-server', 'vitest'])
      expect(existsSync(join(modules, devOnly)), devOnly).toBe(false)
    expect(linksOutOf(realpathSync(final.root), modules)).toEqual([])
    // A production build: React's development JSX calls are undefined in production React, and a
    // page would fail at its first render (a build run from a test runner once emitted them).
    const assets = join(app, 'dist-server/assets')
    const devJsx = readdirSync(assets).filter((name) =>
      readFileSync(join(assets, name), 'utf8').includes('jsxDEV'),
    )
    expect(devJsx).toEqual([])

    const port = await freePort()
    const env = {
      PATH: process.env.PATH!,
      ...final.env,
      PORT: String(port),
      // Nothing listens there: /healthz is the server's own, and asks no backend.
      BACKEND_URL: `http://127.0.0.1:${await freePort()}`,
    }
    const node = (args: string[]) => [process.execPath, ...args] as const
    const [program, ...args] = node(command.slice(1))
    const server = spawn(program, args, { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    server.stdout.on('data', (chunk: Buffer) => (output += chunk))
    server.stderr.on('data', (chunk: Buffer) => (output += chunk))
    try {
      // Up once it says where it serves (the first thing it prints).
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', () => output.includes(`:${port}`) && resolve())
        server.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)))
      })
      const health = await fetch(`http://127.0.0.1:${port}/healthz`)
      expect(health.status, output).toBe(200)
      expect(await health.json()).toMatchObject({ ok: true, buildId: expect.any(String) })
      expect(healthCheck?.[0]).toBe('node')
      const check = spawnSync(process.execPath, healthCheck!.slice(1), { cwd: app, env })
      expect(check.status, String(check.stderr)).toBe(0)
    } finally {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
    }
  }, 900_000)
})
