import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  statusCheckAtMostEveryMs,
  statusCheckEveryMs,
  watchAccountStatus,
} from './use-account-status-watch.ts'

/** A page whose tab the test hides and shows. */
function tab() {
  const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState }
  doc.visibilityState = 'visible'
  const show = (state: DocumentVisibilityState) => {
    doc.visibilityState = state
    doc.dispatchEvent(new Event('visibilitychange'))
  }
  return { doc: doc as unknown as Document, show }
}

type Step = { wait: number; tab?: DocumentVisibilityState }
const rows: [string, { given: Step[]; want: number }][] = [
  ['nothing at first: the page has just asked', { given: [{ wait: 1_000 }], want: 0 }],
  ['in view, once every five minutes', { given: [{ wait: statusCheckEveryMs * 2 }], want: 2 }],
  [
    'hidden, never on the interval',
    { given: [{ wait: 0, tab: 'hidden' }, { wait: statusCheckEveryMs * 3 }], want: 0 },
  ],
  [
    'back to the tab after a minute away',
    {
      given: [
        { wait: 0, tab: 'hidden' },
        { wait: 60_000, tab: 'visible' },
      ],
      want: 1,
    },
  ],
  [
    'back to the tab moments after the last check: not again',
    {
      given: [
        { wait: 0, tab: 'hidden' },
        { wait: statusCheckAtMostEveryMs - 1_000, tab: 'visible' },
      ],
      want: 0,
    },
  ],
  ['leaving the tab is no reason to check', { given: [{ wait: 60_000, tab: 'hidden' }], want: 0 }],
]

describe("the watch over a signed-in player's account", () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it.each(rows)('%s', (_, { given, want }) => {
    const { doc, show } = tab()
    const check = vi.fn(async () => {})
    const stop = watchAccountStatus(doc, check)
    for (const step of given) {
      vi.advanceTimersByTime(step.wait)
      if (step.tab) show(step.tab)
    }
    expect(check).toHaveBeenCalledTimes(want)
    stop()
    show('hidden')
    show('visible')
    vi.advanceTimersByTime(statusCheckEveryMs * 2)
    expect(check, 'after the watch stopped').toHaveBeenCalledTimes(want)
  })
})
