import { describe, expect, it } from 'vitest'
import { mergeGrids } from './report/merge-grids.ts'
import { renderReportPage } from './report/html-page.ts'
import { testCell, testGrid } from './report/test-grids.ts'
import { formatSummaryTable } from './summary-table.ts'
import { mockOnlyReason } from './mock-only-flows.ts'
import { hostRules, stagingServing } from './staging-site.ts'
import { tenantDomain, tenantUrl } from './site-urls.ts'

const backend = {
  url: 'https://api.qa.example',
  account: 'qa1',
  domain: '{template}.qa.example',
}
const maintenance = mockOnlyReason.maintenance!
const onStaging = testGrid(
  [
    testCell('casino1.en.startup'),
    testCell('casino1.en.maintenance', 'skipped', { skipReason: maintenance, durationMs: 0 }),
    testCell('casino1.zh.startup'),
    testCell('casino1.zh.maintenance', 'skipped', { skipReason: maintenance, durationMs: 0 }),
  ],
  { backend },
)

describe('a run against a staging backend, as QA reads it', () => {
  it('the summary names the backend and lists each skipped flow with its reason, once', () => {
    const summary = formatSummaryTable(onStaging)
    expect(summary).toContain(
      "skipped:\n  - maintenance (2 checks): turns the tenant's maintenance on through the mock's control API",
    )
    expect(summary).toContain('scenarios: 4 checks, 2 passed, 0 failed, 2 skipped in')
    expect(summary, 'a row whose run checks all passed').toMatch(/^casino1 +✓ 1\/1 +✓ 1\/1/m)
    expect(summary).toContain(
      'backend: https://api.qa.example (tenants {template}.qa.example, player qa1)',
    )
  })

  it('the report names the backend and says why each skipped cell did not run', () => {
    const page = renderReportPage(onStaging)
    expect(page).toContain('Backend: <b>https://api.qa.example</b>')
    expect(page).toContain('player <b>qa1</b>')
    expect(page).toContain('<summary>1 flow skipped</summary>')
    expect(page).toContain('<b>maintenance</b> (2): turns the tenant&#39;s maintenance on')
    expect(page).toContain('2 skipped</span>')
  })

  it("a merge keeps the shards' backend", () => {
    const [first, second] = [onStaging.cells.slice(0, 2), onStaging.cells.slice(2)]
    const merged = mergeGrids([
      testGrid(first!, { backend, shards: ['1/2'] }),
      testGrid(second!, { backend, shards: ['2/2'] }),
    ])
    expect(merged.backend).toEqual(backend)
    expect(merged.cells.filter((c) => c.status === 'skipped')).toHaveLength(2)
  })

  it('a run on the mock says nothing of a backend', () => {
    const summary = formatSummaryTable(testGrid([testCell('casino1.en.startup')]))
    expect(summary).not.toContain('backend:')
    expect(renderReportPage(testGrid([testCell('casino1.en.startup')]))).not.toContain('Backend:')
  })
})

describe('the tenants of a staging backend', () => {
  it('opens each under its own name, which the browser finds on this machine and the worker answers', () => {
    const pattern = '{template}.qa.example'
    expect(tenantDomain('slot2', pattern)).toBe('slot2.qa.example')
    expect(tenantUrl('http://localhost:41234', 'slot2.qa.example', 'zh', '/login')).toBe(
      'http://slot2.qa.example:41234/zh/login',
    )
    expect(hostRules({ url: 'https://api.qa.example', domain: pattern })).toEqual([
      '--host-resolver-rules=MAP *.qa.example 127.0.0.1',
    ])
    expect(
      stagingServing({ url: 'https://api.qa.example', domain: pattern }, ['casino1', 'slot2']),
    ).toMatchObject({
      proxy: { target: 'https://api.qa.example' },
      allowedHosts: ['casino1.qa.example', 'slot2.qa.example'],
    })
  })

  it("keeps the mock's own tenant names, which need no rule", () => {
    expect(hostRules({ url: 'http://127.0.0.1:4010', domain: '{template}.localhost' })).toEqual([])
    expect(tenantDomain('slot2')).toBe('slot2.localhost')
  })
})

describe('the flows that need the mock', () => {
  it('say why, and the ones that run anywhere need only a player', () => {
    const anywhere = Object.entries(mockOnlyReason)
      .filter(([, reason]) => reason === null)
      .map(([flow]) => flow)
    expect(anywhere).toEqual([
      'startup',
      'login',
      'login-wrong-password',
      'guest-redirect',
      'not-found',
      'locale-switch',
      'recently-played',
    ])
  })
})
