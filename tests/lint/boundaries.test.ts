import { cruise, type IConfiguration } from 'dependency-cruiser'
import { ESLint } from 'eslint'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'

const root = new URL('../..', import.meta.url).pathname
// The fixtures are ignored by `pnpm lint` (they break the rules on purpose); here they are linted.
const eslint = new ESLint({ cwd: root, ignore: false })

const rulesOf = async (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((message) => message.ruleId))

/** The root package.json's scripts, which `pnpm lint` runs. */
const rootScripts = () =>
  (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> })
    .scripts

/** The rules dependency-cruiser finds broken under `path`, with `pnpm lint:cycles`' config. */
async function cycleRules(path: string): Promise<string[]> {
  const config = createRequire(import.meta.url)(`${root}.dependency-cruiser.cjs`) as Pick<
    IConfiguration,
    'forbidden' | 'options'
  >
  const { output } = await cruise([path], {
    ...config.options,
    // `pnpm lint` leaves the fixtures out; here they are the point.
    exclude: { path: 'node_modules' },
    validate: true,
    baseDir: root,
    ruleSet: { forbidden: config.forbidden },
  })
  const violations = typeof output === 'string' ? [] : output.summary.violations
  return violations.map((violation) => violation.rule.name)
}

// The first lint loads every plugin and the whole config: seconds on a busy machine.
describe('pnpm lint keeps the layers and the style', { timeout: 60_000 }, () => {
  it.each([
    ['closed by values', 'cycle'],
    ['closed only by `import type`', 'type-cycle'],
  ])('rejects an import cycle %s', async (_, fixture) => {
    expect(await cycleRules(`tests/lint/fixtures/${fixture}`)).toContain('no-circular')
  })

  it('leaves cycles to dependency-cruiser, which reads every first-party module', async () => {
    const scripts = rootScripts()
    expect(scripts['lint:cycles']).toMatch(/ \.$/)
    expect(scripts.lint).toContain('pnpm lint:cycles')
    const results = await eslint.lintFiles(['tests/lint/fixtures/cycle/first-step.ts'])
    expect(await rulesOf(results)).not.toContain('import-x/no-cycle')
  })

  it.each([
    ['web/src/lib/example.ts', '../features/auth/api/player-data.ts'],
    ['web/src/components/example.tsx', '../features/auth/api/player-data.ts'],
    ['web/src/hooks/example.ts', '../app/navigation.ts'],
  ])('rejects shared code (%s) that imports %s', async (filePath, target) => {
    const source = `import * as other from '${target}'\nexport const example = other\n`
    const results = await eslint.lintText(source, { filePath })
    expect(await rulesOf(results)).toContain('import-x/no-restricted-paths')
  })

  it('lets a feature import shared code', async () => {
    const source = `import * as shared from '../../../lib/money.ts'\nexport const example = shared\n`
    const results = await eslint.lintText(source, {
      filePath: 'web/src/features/wallet/utils/example.ts',
    })
    expect(await rulesOf(results)).not.toContain('import-x/no-restricted-paths')
  })

  it.each([
    ['mock-server/src/wallet/example.test.ts', "vi.mock('./money.ts')"],
    ['contract/src/example.test.ts', "vi.stubEnv('CI', '1')"],
    ['web/server/example.test.ts', 'vi.resetModules()'],
    ['scripts/bench/example.test.ts', "vi.stubGlobal('fetch', () => undefined)"],
  ])(
    'rejects a test file (%s) that swaps a module or a global in a project sharing modules: %s',
    async (filePath, call) => {
      const source = `import { vi } from 'vitest'\n${call}\n`
      const results = await eslint.lintText(source, { filePath })
      expect(await rulesOf(results)).toContain('no-restricted-syntax')
    },
  )

  it('lets an isolated project swap a module', async () => {
    const source = `import { vi } from 'vitest'\nvi.mock('./money.ts')\n`
    const results = await eslint.lintText(source, { filePath: 'tests/lint/example.test.ts' })
    expect(await rulesOf(results)).not.toContain('no-restricted-syntax')
  })

  it('fails on a file that differs from the prettier config, and runs that check first', async () => {
    const filepath = `${root}web/src/lib/example.ts`
    const options = { ...(await prettier.resolveConfig(filepath)), filepath }
    expect(await prettier.check('export const a = {b:1,c:"x"}\n', options)).toBe(false)
    expect(await prettier.check("export const a = { b: 1, c: 'x' }\n", options)).toBe(true)
    expect(rootScripts().lint).toMatch(/^prettier --check \. && eslint \./)
  })
})
