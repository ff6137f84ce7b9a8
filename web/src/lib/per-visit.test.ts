import { afterEach, describe, expect, it } from 'vitest'
import { followVisits, perVisit, type Visit } from './per-visit.ts'

const tab: Visit = new Map()
afterEach(() => followVisits(() => tab))

describe('perVisit', () => {
  it('keeps one value for the whole tab, made on first use', () => {
    followVisits(() => tab)
    let made = 0
    const counter = perVisit(() => ({ made: ++made }))
    expect(counter()).toBe(counter())
    expect(made).toBe(1)
  })

  it('gives each visit the server names its own value, which another visit never sees', () => {
    const first: Visit = new Map()
    const second: Visit = new Map()
    let current = first
    followVisits(() => current)
    const player = perVisit(() => ({ name: '' }))
    player().name = 'alice'
    current = second
    expect(player().name).toBe('')
    player().name = 'bob'
    current = first
    expect(player().name).toBe('alice')
  })
})
