import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { themeCodes } from '@playfront/contract/themes'
import { flowNames, visualFlowNames } from '../matrix.ts'
import { featureFlows, reachOf, type PathReach } from './path-reach.ts'

const all = {}
const rows: [string, { given: string; want: PathReach['reach'] }][] = [
  // a template's layout or colours: that template only
  [
    "a template's layout",
    { given: 'web/src/features/layouts/variants/template9.css', want: { templates: ['slot2'] } },
  ],
  [
    'the layout of the templates without one of their own',
    {
      given: 'web/src/features/layouts/variants/default.ts',
      want: { templates: ['slot5', 'slot6', 'slot7'] },
    },
  ],
  [
    "a template's colours",
    { given: 'web/src/features/palettes/generated/casino3.css', want: { templates: ['casino3'] } },
  ],
  [
    'the colours every template starts from',
    { given: 'web/src/features/palettes/generated/base.css', want: all },
  ],
  [
    "a template's baselines: its visual cells",
    {
      given: 'scripts/scenarios/baselines/sportsbook1/blue/zh.home.390.png',
      want: { templates: ['sportsbook1'], flows: [...visualFlowNames] },
    },
  ],
  // a locale's strings: that locale only
  ['the Chinese strings', { given: 'web/src/locales/zh/ui.json', want: { locales: ['zh'] } }],
  // a feature: the flows that use it
  [
    'the identity check',
    {
      given: 'web/src/features/identity/components/document-input.tsx',
      want: { flows: ['identity-withdrawal'] },
    },
  ],
  [
    'the VIP page',
    { given: 'web/src/features/vip/components/vip-card.tsx', want: { flows: ['visual-vip'] } },
  ],
  [
    'a page no flow opens',
    { given: 'web/src/features/referral/components/referral-card.tsx', want: 'none' },
  ],
  [
    'a feature the shell draws on every page',
    { given: 'web/src/features/auth/components/login-modal.tsx', want: all },
  ],
  [
    'the responsible gaming page',
    {
      given: 'web/src/app/pages/responsible-gaming-page.tsx',
      want: { flows: ['deposit-limit', 'time-out', 'self-exclusion', 'reality-check'] },
    },
  ],
  ['a page of the shell no flow opens', { given: 'web/src/app/pages/faqs-page.tsx', want: 'none' }],
  [
    'one flow of the runner',
    { given: 'scripts/scenarios/flows/locale-switch.ts', want: { flows: ['locale-switch'] } },
  ],
  // the contract, the mock or the shell: everything
  ['the contract', { given: 'contract/openapi.yaml', want: all }],
  ['the mock', { given: 'mock-server/src/handlers/auth.ts', want: all }],
  ['the shell', { given: 'web/src/app/root-shell.tsx', want: all }],
  ['the production server', { given: 'web/server/main.ts', want: all }],
  ['the runner', { given: 'scripts/scenarios/fixtures.ts', want: all }],
  ['the dependencies', { given: 'pnpm-lock.yaml', want: all }],
  ['a path no rule knows', { given: 'somewhere/new.ts', want: all }],
  // what no check can see
  ['a unit test', { given: 'web/src/app/router.test.tsx', want: 'none' }],
  ['an e2e spec', { given: 'tests/e2e/auth.spec.ts', want: 'none' }],
  [
    'a decision record',
    { given: 'docs/decisions/047-a-report-folder-lock-that-holds.md', want: 'none' },
  ],
  ['the workflows', { given: '.github/workflows/ci.yml', want: 'none' }],
  ['the developer panel', { given: 'web/src/dev/dev-panel.tsx', want: 'none' }],
  ['the report', { given: 'scripts/scenarios/report/html-page.ts', want: 'none' }],
]

describe('reachOf: the checks a changed file can affect', () => {
  it.each(rows)('%s', (_name, { given, want }) => {
    const { reach, why } = reachOf(given)
    expect(reach).toEqual(want)
    expect(why).not.toBe('')
  })
})

describe('the tables behind it', () => {
  it('place every feature of the site', () => {
    const features = readdirSync(new URL('../../../web/src/features/', import.meta.url))
    expect(features.filter((feature) => !(feature in featureFlows))).toEqual([])
  })

  it('give every template the checks of its layout and its colours', () => {
    const layouts = readdirSync(
      new URL('../../../web/src/features/layouts/variants/', import.meta.url),
    ).filter((file) => file.endsWith('.ts'))
    const reached = layouts.flatMap((file) => {
      const { reach } = reachOf(`web/src/features/layouts/variants/${file}`)
      return reach === 'none' ? [] : (reach.templates ?? [])
    })
    expect([...reached].sort()).toEqual([...themeCodes].sort())
    for (const theme of themeCodes)
      expect(reachOf(`web/src/features/palettes/generated/${theme}.css`).reach).toEqual({
        templates: [theme],
      })
  })

  it('give each flow of the runner its own checks', () => {
    const files = readdirSync(new URL('../flows/', import.meta.url)).map((f) =>
      f.replace(/\.ts$/, ''),
    )
    for (const flow of files) {
      expect(flowNames).toContain(flow)
      expect(reachOf(`scripts/scenarios/flows/${flow}.ts`).reach).toEqual({ flows: [flow] })
    }
  })
})
