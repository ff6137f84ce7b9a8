import { describe, expect, it } from 'vitest'
import { layoutForTheme } from './template-layout.ts'

const rows: [string, string][] = [
  ['casino1', 'template1'],
  ['casino2', 'template2'],
  ['casino3', 'template3'],
  ['casino4', 'template4'],
  ['casino5', 'template5'],
  ['casino6', 'template6'],
  ['casino7', 'template7'],
  ['slot1', 'template8'],
  ['slot2', 'template9'],
  ['slot3', 'template10'],
  ['slot4', 'template11'],
  ['slot5', 'default'],
  ['slot6', 'default'],
  ['slot7', 'default'],
  ['sportsbook1', 'template15'],
  ['casino8', 'default'],
  ['sportsbook2', 'default'],
  ['', 'default'],
  ['unknown', 'default'],
]

describe('layout of a template', () => {
  it.each(rows)('%s uses %s', (themeCode, layout) => {
    expect(layoutForTheme(themeCode)).toBe(layout)
  })
})
