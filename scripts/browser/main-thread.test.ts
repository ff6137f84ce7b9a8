import { describe, expect, it } from 'vitest'
import { mainThreadTaskMs } from './main-thread.ts'

const thread = (pid: number, tid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
})
const task = (
  pid: number,
  tid: number,
  ts: number,
  dur: number,
  name = 'ThreadControllerImpl::RunTask',
) => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
})

describe('mainThreadTaskMs', () => {
  it("sums the busiest renderer main thread's top-level tasks, a moment counted once", () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      thread(2, 2, 'CrRendererMain'),
      thread(1, 5, 'Compositor'),
      task(1, 1, 0, 10_000),
      task(1, 1, 5_000, 10_000),
      task(1, 1, 30_000, 2_000, 'RunTask'),
      task(1, 5, 0, 99_000),
      task(2, 2, 0, 3_000),
    ]
    expect(mainThreadTaskMs(events)).toBe(17)
  })

  it('is 0 for a trace with no renderer', () => {
    expect(mainThreadTaskMs([task(1, 1, 0, 1_000)])).toBe(0)
  })
})
