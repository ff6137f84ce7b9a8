import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The axe-core that AxeBuilder injects, the same version, minified: its source as a script. The
 * page parses it at each injection, once per page load; the minified build (650 KB against
 * 1.5 MB) took 0.16–0.18 CPU-s to inject where the other took 0.25–0.29, for the same rules.
 */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
)

interface Finding {
  id: string
  impact?: string | null
  nodes: { target: unknown[] }[]
}

export interface AxeCheck {
  /** The parts of the page to read (CSS selectors); the whole page when absent. */
  within?: string[]
  /** Only the serious and critical findings, or every one. */
  impact?: 'serious' | 'any'
}

/**
 * Axe's findings on the open page, one line each (`rule: the elements it found`), for a test to
 * expect none. A page of one frame is read by axe.run in the page itself: AxeBuilder's way, made
 * for frames from other origins, injects axe twice and hands the results to a blank page it opens
 * for each run, which took 1.9–2.5 s of a 2.2–2.5 s run on a guest's home (against 0.3–0.7 s, with
 * the same findings: its results are axe.run's for a single frame). A page with frames still
 * goes through AxeBuilder, which reads each of them.
 */
export async function axeFindings(
  page: Page,
  { within, impact = 'serious' }: AxeCheck = {},
): Promise<string[]> {
  let violations: Finding[]
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page })
    for (const selector of within ?? []) builder.include(selector)
    violations = (await builder.analyze()).violations
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
    violations = await page.evaluate(
      async (include) => {
        const axe = (window as unknown as { axe: { run: AxeRun } }).axe
        const results = await axe.run(include ? { include } : document, {
          resultTypes: ['violations'],
        })
        return results.violations.map(({ id, impact, nodes }) => ({
          id,
          impact,
          nodes: nodes.map(({ target }) => ({ target })),
        }))
      },
      within && within.length ? within : null,
    )
  }
  return findingLines(
    violations.filter((v) => impact === 'any' || v.impact === 'serious' || v.impact === 'critical'),
  )
}

/** Expects no serious or critical axe finding on the open page. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await axeFindings(page)).toEqual([])
}

/** Axe's violations as lines, `rule: the elements it found` (AxeBuilder's results as well). */
export const findingLines = (violations: readonly Finding[]): string[] =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

type AxeRun = (
  context: Document | { include: string[] },
  options: { resultTypes: string[] },
) => Promise<{ violations: Finding[] }>
