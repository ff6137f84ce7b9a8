import type { BrowserContext } from '@playwright/test'

declare global {
  interface Window {
    /**
     * True when the site's React has nothing scheduled: no render pending and no commit held
     * back (React holds a finished Suspense reveal up to 300 ms). Undefined on a page opened
     * before {@link watchReactWork}, or that does not run React.
     */
    scenarioReactIdle?: () => boolean
  }
}

/** What the runner reads of a React root (react-dom 19's FiberRoot): its lanes and held commit. */
interface RootWork {
  pendingLanes: number
  timeoutHandle: unknown
  cancelPendingCommit: unknown
}

/**
 * Lets the runner see when the site's React has finished, instead of waiting for a stretch of
 * calm long enough to cover React's 300 ms hold on Suspense reveals. Every document of the
 * context gets the hook React offers its developer tools (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, which
 * react-dom's production build also calls): it keeps the roots React commits, and
 * `window.scenarioReactIdle()` says whether any of them has a render pending or a commit held back.
 * The site is unchanged by it; a page that already has the hook (the developer tools) keeps its
 * own. Once per context (check-pages.ts `newCheckContext`): the script stays for every later
 * document.
 */
export async function watchReactWork(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const hookName = '__REACT_DEVTOOLS_GLOBAL_HOOK__'
    if (hookName in window) return
    const roots = new Set<RootWork>()
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
