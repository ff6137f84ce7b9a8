import { describe, expect, it } from 'vitest'
import { firstLine, stripAnsi } from './plain-text.ts'

const esc = String.fromCharCode(27)

describe('firstLine', () => {
  const rows: [string, { given: string; want: string }][] = [
    ['a plain message', { given: 'boom', want: 'boom' }],
    ['leading blank lines', { given: '\n\n  boom \nmore', want: 'boom' }],
    [
      'an expect failure names its locator',
      {
        given: `Error: ${esc}[2mexpect(${esc}[22mlocator).toBeVisible() failed\n\nLocator: getByRole('dialog')\nExpected: visible`,
        want: "Error: expect(locator).toBeVisible() failed Locator: getByRole('dialog')",
      },
    ],
    ['nothing', { given: '', want: '' }],
  ]
  it.each(rows)('%s', (_name, { given, want }) => expect(firstLine(given)).toBe(want))

  it('strips terminal colours', () => expect(stripAnsi(`${esc}[31mred${esc}[39m`)).toBe('red'))
})
