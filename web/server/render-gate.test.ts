import { describe, expect, it } from 'vitest'
import { createRenderGate, Overloaded } from './render-gate.ts'

describe('the render gate', () => {
  it('draws as many as it holds, queues as many as it may, and refuses the next at once', async () => {
    const gate = createRenderGate({ concurrency: 2, maxQueued: 1 })
    const finishes: (() => void)[] = []
    const render = () => new Promise<string>((resolve) => finishes.push(() => resolve('page')))
    const running = [gate.run(render), gate.run(render), gate.run(render)]
    await expect(gate.run(render)).rejects.toBeInstanceOf(Overloaded)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect({ inFlight: gate.inFlight, queued: gate.queued }).toEqual({ inFlight: 2, queued: 1 })
    finishes.splice(0).forEach((finish) => finish())
    await new Promise((resolve) => setTimeout(resolve, 0))
    finishes.splice(0).forEach((finish) => finish())
    expect(await Promise.all(running)).toEqual(['page', 'page', 'page'])
    expect(await gate.run(async () => 'again')).toBe('again')
  })
})
