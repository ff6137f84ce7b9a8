import { describe, expect, it } from 'vitest'
import { landingAngle, segmentCentre } from './wheel-angle.ts'

describe('landingAngle', () => {
  it.each([
    ['the first of six prizes', 0, 6, 5 * 360 + 330],
    ['the fourth of six prizes', 3, 6, 5 * 360 + 150],
    ['the last of four prizes', 3, 4, 5 * 360 + 45],
    ['no prize keeps the wheel still', 0, 0, 0],
  ])('%s', (_, index, count, want) => {
    expect(landingAngle(index, count)).toBe(want)
  })

  it('stops every prize under the pointer at the top', () => {
    for (let index = 0; index < 6; index += 1)
      expect((segmentCentre(index, 6) + landingAngle(index, 6)) % 360).toBe(0)
  })
})
