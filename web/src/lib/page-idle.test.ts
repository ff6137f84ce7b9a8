import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

async function freshModule() {
  return import('./page-idle.ts')
}

describe('whenPageIdle', () => {
  it('waits for the load event, then for the browser to be free', async () => {
    let readyState: DocumentReadyState = 'loading'
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState)
    const idleCallbacks: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    const { whenPageIdle } = await freshModule()
    let resolved = false
    void whenPageIdle().then(() => (resolved = true))
    await Promise.resolve()
    expect(idleCallbacks).toHaveLength(0)
    readyState = 'complete'
    dispatchEvent(new Event('load'))
    expect(idleCallbacks).toHaveLength(1)
    await Promise.resolve()
    expect(resolved).toBe(false)
    idleCallbacks[0]!()
    await vi.waitFor(() => expect(resolved).toBe(true))
  })

  it('asks once per page, however many wait', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    const ask = vi.fn((callback: () => void) => callback())
    vi.stubGlobal('requestIdleCallback', ask)
    const { whenPageIdle } = await freshModule()
    await Promise.all([whenPageIdle(), whenPageIdle(), whenPageIdle()])
    expect(ask).toHaveBeenCalledTimes(1)
  })
})
