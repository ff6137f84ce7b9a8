// The mock of `pnpm bench:mock-week`'s memory section, in a process of its own, run as `pnpm mock`
// runs it (--memory-saver-mode): the standalone server on PORT, which on SIGUSR2 runs the
// collector (node --expose-gc) and prints its memory as one JSON line, so the bench measures
// the mock's process and not its own.
import { readFileSync } from 'node:fs'
import { createMockHttpServer } from '@playfront/mock-server/server/create-server'

// Pages V8 has handed back with MADV_FREE still count in RSS until the kernel takes them
// (Linux: LazyFree in smaps_rollup); 0 where the file does not exist.
function lazyFreeBytes(): number {
  try {
    const kb = /^LazyFree:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/smaps_rollup', 'utf8'))?.[1]
    return Number(kb ?? 0) * 1024
  } catch {
    return 0
  }
}

await createMockHttpServer({ port: Number(process.env.PORT) })
process.on('SIGUSR2', () => {
  ;(globalThis as { gc?: () => void }).gc?.()
  const { rss, heapUsed, heapTotal } = process.memoryUsage()
  console.log(JSON.stringify({ rss, heapUsed, heapTotal, lazyFree: lazyFreeBytes() }))
})
console.log('ready')
