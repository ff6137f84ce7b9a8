import { describe, expect, it } from 'vitest'
import { themeCodes, themeColors } from '@playfront/contract/themes'
import { checkTheme } from './theme-validation.ts'

describe('theme validation', () => {
  it('knows fifteen codes with five colours each', () => {
    expect(themeCodes).toHaveLength(15)
    for (const code of themeCodes) expect(themeColors[code]).toHaveLength(5)
  })

  it.each(themeCodes.flatMap((code) => themeColors[code].map((colour) => [code, colour])))(
    'accepts %s in %s',
    (code, colour) => {
      expect(checkTheme(code, colour)).toEqual({ ok: true, code })
    },
  )

  it.each([
    ['casino8', 'gold', 'Invalid theme code'],
    ['', 'gold', 'Invalid theme code'],
    ['Slot2', 'clover', 'Invalid theme code'],
    ['slot2', 'gold', 'Invalid theme color'],
    ['casino1', 'clover', 'Invalid theme color'],
    ['sportsbook1', '', 'Invalid theme color'],
  ])('rejects %s with colour %s: %s', (code, colour, message) => {
    expect(checkTheme(code, colour)).toEqual({ ok: false, message })
  })
})
