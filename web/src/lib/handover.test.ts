import { describe, expect, it } from 'vitest'
import { crossesToBrowser, handoverOfVisit, takeHandover } from './handover.ts'

describe('the handover from server to browser', () => {
  it('carries every declared piece once, as JSON, and gives it back to the state that declared it', () => {
    let site = { name: 'Demo Casino' }
    let width: number | null = null
    crossesToBrowser(
      'test-site',
      () => site,
      (value) => void (site = value),
    )
    crossesToBrowser(
      'test-width',
      () => width ?? undefined,
      (value) => void (width = value),
    )
    width = 375
    const handover = JSON.parse(JSON.stringify(handoverOfVisit())) as Record<string, unknown>
    expect(handover['test-site']).toEqual({ name: 'Demo Casino' })
    expect(handover['test-width']).toBe(375)

    site = { name: 'none yet' }
    width = null
    takeHandover(handover)
    expect(site).toEqual({ name: 'Demo Casino' })
    expect(width).toBe(375)
  })

  it('leaves out a piece with nothing to carry, and leaves its state alone', () => {
    const seo: string | undefined = undefined
    let given = false
    crossesToBrowser(
      'test-seo',
      () => seo,
      () => void (given = true),
    )
    expect('test-seo' in handoverOfVisit()).toBe(false)
    takeHandover({})
    expect(given).toBe(false)
  })

  it('gives a piece whose module loads after the page was taken over (a lazy chunk) at once', () => {
    takeHandover({ 'test-late': { clean: '<p>ok</p>' } })
    let copies: unknown
    crossesToBrowser(
      'test-late',
      () => undefined,
      (value) => void (copies = value),
    )
    expect(copies).toEqual({ clean: '<p>ok</p>' })
  })
})
