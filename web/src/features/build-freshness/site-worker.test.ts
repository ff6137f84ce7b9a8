import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateWaitingWorker, watchWaitingWorker } from './site-worker.ts'

/** A service worker container as far as the page uses it: one registration, events on demand. */
function fakeWorkers({ controlled }: { controlled: boolean }) {
  const registration = new EventTarget() as EventTarget & {
    installing: (EventTarget & { state: string }) | null
    waiting: { postMessage: (message: unknown) => void } | null
  }
  registration.installing = null
  registration.waiting = null
  const container = {
    controller: controlled ? {} : null,
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
  }
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  const installNewBuild = async () => {
    const worker = Object.assign(new EventTarget(), { state: 'installing' })
    registration.installing = worker
    registration.dispatchEvent(new Event('updatefound'))
    const postMessage = vi.fn()
    registration.waiting = { postMessage }
    registration.installing = null
    worker.state = 'installed'
    worker.dispatchEvent(new Event('statechange'))
    await Promise.resolve()
    return postMessage
  }
  return { registration, installNewBuild }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('watchWaitingWorker', () => {
  it('tells when a newer build’s worker has installed under a page it controls', async () => {
    const { installNewBuild } = fakeWorkers({ controlled: true })
    const onWaiting = vi.fn()
    watchWaitingWorker(onWaiting)
    await settle()
    expect(onWaiting).not.toHaveBeenCalled()
    await installNewBuild()
    expect(onWaiting).toHaveBeenCalledTimes(1)
  })

  it('tells at once when the newer worker was waiting before the watch began', async () => {
    const { registration } = fakeWorkers({ controlled: true })
    registration.waiting = { postMessage: vi.fn() }
    const onWaiting = vi.fn()
    watchWaitingWorker(onWaiting)
    await settle()
    expect(onWaiting).toHaveBeenCalledTimes(1)
  })

  it('says nothing of the first worker a page installs, nor once stopped', async () => {
    const first = fakeWorkers({ controlled: false })
    const onFirst = vi.fn()
    watchWaitingWorker(onFirst)
    await settle()
    await first.installNewBuild()
    expect(onFirst).not.toHaveBeenCalled()

    const later = fakeWorkers({ controlled: true })
    const onLater = vi.fn()
    const stop = watchWaitingWorker(onLater)
    await settle()
    stop()
    await later.installNewBuild()
    expect(onLater).not.toHaveBeenCalled()
  })

  it('does nothing where the browser has no service workers', () => {
    expect('serviceWorker' in navigator).toBe(false)
    expect(() => watchWaitingWorker(vi.fn())()).not.toThrow()
  })
})

describe('activateWaitingWorker', () => {
  it('asks the waiting worker to take over', async () => {
    const { installNewBuild } = fakeWorkers({ controlled: true })
    const postMessage = await installNewBuild()
    await activateWaitingWorker()
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
  })
})
