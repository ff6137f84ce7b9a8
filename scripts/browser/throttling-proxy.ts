/**
 * A TCP proxy that makes loopback behave like a phone's network: every byte waits half the round
 * trip each way, and each direction is paced to its bandwidth, shared by every connection. Chromium's own
 * throttling (CDP `Network.emulateNetworkConditions`) slows a page's requests but not the ones
 * its service worker makes, so a return visit measured that way would look faster than it is.
 *
 * @example
 *   const proxy = await startThrottlingProxy({ target: 8080, ...lighthouseMobile })
 *   await page.goto(`http://casino1.localhost:${proxy.port}/`)
 */
import { createConnection, createServer, type Socket } from 'node:net'

export type NetworkProfile = { rttMs: number; downloadKbps: number; uploadKbps: number }

/** Lighthouse's mobile profile (its "simulated" slow 4G): 150 ms, 1.6 Mbps down, 750 Kbps up. */
export const lighthouseMobile: NetworkProfile = {
  rttMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
}

/** One direction of the link: every connection shares its bandwidth, as a phone's do. */
function link(delayMs: number, kbps: number): (bytes: number) => number {
  let free = 0
  return (bytes) => {
    const now = performance.now()
    free = Math.max(now + delayMs, free) + (bytes * 8) / kbps
    return free - now
  }
}

/** Writes what comes in to `to` as the link lets it through, then its end. */
function paced(from: Socket, to: Socket, after: (bytes: number) => number): void {
  from.on('data', (chunk: Buffer) => {
    setTimeout(() => to.destroyed || to.write(chunk), after(chunk.length))
  })
  from.on('end', () => setTimeout(() => to.destroyed || to.end(), after(0)))
}

export async function startThrottlingProxy(
  options: { target: number } & NetworkProfile,
): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const up = link(options.rttMs / 2, options.uploadKbps)
  const down = link(options.rttMs / 2, options.downloadKbps)
  const server = createServer((client) => {
    const upstream = createConnection({ port: options.target, host: '127.0.0.1' })
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => socket.destroy())
    }
    paced(client, upstream, up)
    paced(upstream, client, down)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
