import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * A server started as a process of its own, in its own process group (so that stopping it also
 * stops what a `.bin` shim started), from the repository's root, its output dropped.
 */
export function startServerProcess(
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): ChildProcess {
  return spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'ignore'],
    detached: true,
  })
}

/** Stops a server of {@link startServerProcess} and its process group, if it still runs. */
export function stopServerProcess(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

/** Resolves once `url` answers a POST at all (any status), or fails after `timeoutMs`. */
export async function waitForServer(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      await fetch(url, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`)
}

/** A TCP port nothing listens on right now, for a server that cannot pick its own. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}

/**
 * Stoplight Prism mocking `contract/openapi.yaml` on 127.0.0.1:`port`: the most used contract
 * server, written by no one here. Wait for it with {@link waitForServer} (it takes seconds).
 *
 * @example
 * const prism = startPrism(4312)
 * await waitForServer('http://127.0.0.1:4312/api/startup')
 */
export function startPrism(port: number): ChildProcess {
  return startServerProcess('scripts/node_modules/.bin/prism', [
    'mock',
    'contract/openapi.yaml',
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
  ])
}
