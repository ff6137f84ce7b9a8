// The mock of `pnpm bench:mock-week`'s memory section, in a process of its own: the standalone
// server on PORT, which on SIGUSR2 runs the collector (node --expose-gc) and prints its memory
// as one JSON line, so the bench measures the mock's process and not its own.
import { createMockHttpServer } from '@playfront/mock-server/server/create-server'

await createMockHttpServer({ port: Number(process.env.PORT) })
process.on('SIGUSR2', () => {
  ;(globalThis as { gc?: () => void }).gc?.()
  const { rss, heapUsed, heapTotal } = process.memoryUsage()
  console.log(JSON.stringify({ rss, heapUsed, heapTotal }))
})
console.log('ready')
