import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyBuiltSite } from './built-site.ts'
import { runScenariosCli } from './cli-run.ts'
import type { GridReport } from './report/grid.ts'

/*
 * A build that names a file it never wrote passes every assertion of a flow and still fails its
 * players: the page asks for the file when it needs it and takes the 404 for a build replaced
 * under it. The check turns red and says which file.
 */
const work = mkdtempSync(join(tmpdir(), 'site-files-'))
const site = join(work, 'site')
const report = join(work, 'report')

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('a check on a build that lacks one of its files', () => {
  it('is red, naming the file that answered 404, though the flow itself passed', () => {
    copyBuiltSite(site)
    // The page names the files its screen needs (the boot block, which the server links and
    // the browser preloads): the copy names one the build never wrote, as an inlined entry
    // stylesheet once was.
    const index = join(site, 'index.html')
    const html = readFileSync(index, 'utf8')
    const named = /"\/assets\/home-[\w-]+\.css"/.exec(html)?.[0]
    expect(named, 'the page names the home screen stylesheet').toBeDefined()
    writeFileSync(index, html.replace(named!, '"/assets/home-gone.css"'))

    const run = runScenariosCli([
      ...['--site', site, '--out', report, '--workers', '1'],
      ...['--template', 'casino1', '--locale', 'en', '--flow', 'startup'],
    ])
    expect(run.code, run.output).toBe(1)
    const grid = JSON.parse(readFileSync(join(report, 'grid.json'), 'utf8')) as GridReport
    const [check] = grid.cells
    expect(check?.status).toBe('failed')
    // The flow's own assertions held: the file alone turned the check red.
    expect(check?.error).toBe(
      "Error: The site's own files failed to load: /assets/home-gone.css answered 404",
    )
  }, 120_000)
})
