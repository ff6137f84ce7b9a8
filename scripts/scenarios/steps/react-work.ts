import type { BrowserContext } from '@playwright/test'

declare global {
  interface Window {
    /**
     * True when the site's React has nothing scheduled: no render pending and no commit held
     * back (React holds a finished Suspense reveal up to 300 ms). Undefined on a page opened
     * before {@link watchReactWork}, or that does not run React.
     */
    scenarioReactIdle?: () => boolean
    /** How many Suspense reveals React held back the page let through at once ({@link watchReactWork}). */
    scenarioReleasedCommits?: number
  }
}

/** What the runner reads of a React root (react-dom 19's FiberRoot): its lanes and held commit. */
interface RootWork {
  pendingLanes: number
  timeoutHandle: unknown
  cancelPendingCommit: unknown
}

/**
 * Lets the runner see when the site's React has finished, and lets React's held Suspense reveals
 * through at once. Every document of the context gets the hook React offers its developer tools
 * (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, which react-dom's production build also calls): it keeps the
 * roots React commits, and `window.scenarioReactIdle()` says whether any of them has a render
 * pending or a commit held back.
 *
 * React holds a finished Suspense reveal back for up to 300 ms after the last fallback it showed
 * (so that reveals come in batches): a root's `timeoutHandle` is then the timer of that commit.
 * A page of the site meets it once or twice per load (the footer, loaded when it nears the
 * viewport; the phone's tab bar after a resize), and every check waited it out. The script wraps
 * the page's `setTimeout` (and whatever later replaces it, such as Playwright's clock): a timer of
 * at most 300 ms that a root keeps as its held commit runs at once instead. React commits the
 * same tree as it would have 300 ms later; the site's own timers are untouched.
 *
 * The site is otherwise unchanged by it; a page that already has the hook (the developer tools)
 * keeps its own. Once per context (check-pages.ts `newCheckContext`): the script stays for every
 * later document.
 */
export async function watchReactWork(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const hookName = '__REACT_DEVTOOLS_GLOBAL_HOOK__'
    if (hookName in window) return
    const roots = new Set<RootWork>()
    const ours = new WeakSet<typeof setTimeout>()
    const releasingHeldCommits = (setTimer: typeof setTimeout): typeof setTimeout => {
      if (ours.has(setTimer)) return setTimer
      const wrapped = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
        if (typeof handler !== 'function' || ms === undefined || ms <= 10 || ms > 300)
          return setTimer(handler, ms, ...args)
        // Runs once, whether let through or fired: the clearTimeout of another clock (one
        // installed after React took this timer) might not cancel it.
        let ran = false
        const once = () => {
          if (ran) return
          ran = true
          ;(handler as (...values: unknown[]) => void)(...args)
        }
        const id = setTimer(once, ms)
        // React keeps the handle as the root's timeoutHandle right after this call returns.
        queueMicrotask(() => {
          if (![...roots].some((root) => root.timeoutHandle === id)) return
          clearTimeout(id)
          window.scenarioReleasedCommits = (window.scenarioReleasedCommits ?? 0) + 1
          once()
        })
        return id
      }) as typeof setTimeout
      ours.add(wrapped)
      return wrapped
    }
    let setTimer = releasingHeldCommits(window.setTimeout)
    Object.defineProperty(window, 'setTimeout', {
      configurable: true,
      get: () => setTimer,
      set: (value: typeof setTimeout) => (setTimer = releasingHeldCommits(value)),
    })
    Object.defineProperty(window, hookName, {
      configurable: true,
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onCommitFiberRoot: (_renderer: number, root: RootWork) => roots.add(root),
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onScheduleFiberRoot: () => undefined,
      },
    })
    window.scenarioReactIdle = () =>
      [...roots].every(
        (root) =>
          root.pendingLanes === 0 && root.timeoutHandle === -1 && root.cancelPendingCommit == null,
      )
  })
}
