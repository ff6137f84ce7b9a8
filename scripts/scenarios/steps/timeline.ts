import type { Disposable, Page } from '@playwright/test'

export interface TimelineEvent {
  kind: 'path' | 'dialog'
  value: string
  at: number
}

declare global {
  interface Window {
    scenarioTimeline?: TimelineEvent[]
  }
}

/**
 * Records, inside the page and on its own clock, when the path changes and when a dialog
 * appears, so that a flow can check the spec's 1000 ms delay without racing the browser. The
 * recorder runs in every document the page loads until it is disposed: dispose it when the flow
 * ends, since the worker keeps the page for the next check.
 */
export async function recordTimeline(page: Page): Promise<Disposable> {
  return page.addInitScript(() => {
    const events: TimelineEvent[] = (window.scenarioTimeline = [])
    const note = (kind: TimelineEvent['kind'], value: string) =>
      events.push({ kind, value, at: performance.now() })
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history)
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args)
        note('path', location.pathname)
      }
    }
    // Dialogs may sit hidden in the DOM (the live chat panel does), so only a dialog that
    // becomes visible counts, named as a player hears it: by its labelling element's text.
    const shown = new WeakSet<Element>()
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[role="dialog"], dialog')) {
        if (shown.has(dialog) || !dialog.checkVisibility()) continue
        shown.add(dialog)
        const labelledBy = dialog.getAttribute('aria-labelledby')
        const label = labelledBy
          ? document.getElementById(labelledBy)?.textContent
          : dialog.getAttribute('aria-label')
        note('dialog', (label ?? '').trim())
      }
    }).observe(document, { childList: true, subtree: true, attributes: true })
  })
}

export async function readTimeline(page: Page): Promise<TimelineEvent[]> {
  return page.evaluate(() => window.scenarioTimeline ?? [])
}
