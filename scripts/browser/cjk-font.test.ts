import { describe, expect, it } from 'vitest'
import { hasCjkFont } from './cjk-font.ts'

const rows: [string, { given: string; want: boolean }][] = [
  [
    'fontconfig lists a Chinese family',
    { given: 'WenQuanYi Micro Hei,文泉驿微米黑\n', want: true },
  ],
  ['fontconfig lists none', { given: '', want: false }],
  ['only a blank line comes back', { given: '\n', want: false }],
]

describe('hasCjkFont', () => {
  it.each(rows)('%s', (_name, { given, want }) => {
    expect(hasCjkFont(() => given)).toBe(want)
  })
})
