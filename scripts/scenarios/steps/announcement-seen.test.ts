import { describe, expect, it } from 'vitest'
import { announcementSeenKey as sitesKey } from '../../../web/src/app/use-announcement.ts'
import { announcementSeenKey } from './announcement-seen.ts'

describe("the runner's tab that has already shown the announcement", () => {
  it('notes it under the key the site reads', () => {
    expect(announcementSeenKey).toBe(sitesKey)
  })
})
