import { beforeEach, describe, expect, it } from 'vitest'
import { lastHeard, noteHeard } from './reality-check-heard.ts'

const started = '2025-06-02T09:00:00.000Z'

beforeEach(() => sessionStorage.clear())

describe('the reality check this tab last heard of', () => {
  it('is kept for the session it belongs to', () => {
    noteHeard(started, '2025-06-02T09:15:00.000Z')
    expect(lastHeard(started)).toBe('2025-06-02T09:15:00.000Z')
  })

  it('is nothing for another session, a check turned off or an unreadable note', () => {
    noteHeard(started, '2025-06-02T09:15:00.000Z')
    expect(lastHeard('2025-06-02T10:00:00.000Z')).toBeNull()
    noteHeard(started, null)
    expect(lastHeard(started)).toBeNull()
    sessionStorage.setItem('site.realityCheck.heard', '{not json')
    expect(lastHeard(started)).toBeNull()
  })
})
