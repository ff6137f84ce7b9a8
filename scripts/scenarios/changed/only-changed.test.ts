import { describe, expect, it } from 'vitest'
import { parseFlags, type RunOptions } from '../options.ts'
import { onlyChanged } from './only-changed.ts'

const asked = (...argv: string[]) => parseFlags(['--only-changed', ...argv], 2) as RunOptions
const changed = (...paths: string[]) => ({ ref: 'origin/main', base: 'a1b2c3d4e5f6', paths })

describe('onlyChanged: the selection narrowed to what a change can affect', () => {
  const rows: [string, { given: [RunOptions, string[]]; want: string[] | undefined }][] = [
    [
      "a template's layout: that template's checks, in every locale",
      {
        given: [
          asked('--flow', 'startup,login'),
          ['web/src/features/layouts/variants/template9.ts'],
        ],
        want: [
          'slot2.en.startup',
          'slot2.en.login',
          'slot2.fil.startup',
          'slot2.fil.login',
          'slot2.zh.startup',
          'slot2.zh.login',
        ],
      },
    ],
    [
      'within the templates and locales asked for',
      {
        given: [
          asked('--template', 'slot2,casino1', '--locale', 'zh', '--flow', 'startup'),
          ['web/src/features/layouts/variants/template9.ts', 'web/src/locales/en/ui.json'],
        ],
        want: ['slot2.zh.startup'],
      },
    ],
    [
      'a feature and a locale: the union of what each reaches',
      {
        given: [
          asked('--template', 'casino1', '--flow', 'startup,identity-withdrawal'),
          ['web/src/features/identity/api/documents.ts', 'web/src/locales/fil/ui.json'],
        ],
        want: [
          'casino1.en.identity-withdrawal',
          'casino1.fil.startup',
          'casino1.fil.identity-withdrawal',
          'casino1.zh.identity-withdrawal',
        ],
      },
    ],
    [
      'the contract: everything asked for',
      {
        given: [
          asked('--template', 'sportsbook1', '--locale', 'en', '--flow', 'login,not-found'),
          ['contract/openapi.yaml'],
        ],
        want: ['sportsbook1.en.login', 'sportsbook1.en.not-found'],
      },
    ],
    [
      'visual cells only when the run compares looks (--visual)',
      {
        given: [
          asked('--template', 'casino1', '--locale', 'en'),
          ['web/src/features/vip/components/vip-card.tsx'],
        ],
        want: undefined,
      },
    ],
    [
      'a document and a test: nothing to run',
      { given: [asked(), ['README.md', 'web/src/app/router.test.tsx']], want: undefined },
    ],
  ]
  it.each(rows)('%s', (_name, { given: [options, paths], want }) => {
    const { options: narrowed, lines } = onlyChanged(options, changed(...paths))
    expect(narrowed?.only).toEqual(want)
    expect(lines).toHaveLength(paths.length + 1)
    expect(lines[0]).toBe(
      `scenarios: ${paths.length} file(s) changed since origin/main (from a1b2c3d4e, where it meets HEAD):`,
    )
  })

  it('says for each file what it reaches, and why', () => {
    const { lines, options } = onlyChanged(
      asked('--visual', '--template', 'slot2', '--locale', 'en'),
      changed(
        'web/src/features/vip/components/vip-card.tsx',
        'docs/decisions/001-package-interfaces.md',
      ),
    )
    expect(lines.slice(1)).toEqual([
      '  web/src/features/vip/components/vip-card.tsx → visual-vip (the vip feature)',
      '  docs/decisions/001-package-interfaces.md → nothing (a document)',
    ])
    expect(options).toMatchObject({
      only: ['slot2.en.visual-vip'],
      flows: ['visual-vip'],
      visual: true,
    })
  })
})
