import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  headingsOf,
  noTest,
  referenceProblems,
  rulesWithoutATest,
  shapeProblems,
  traceRows,
} from './trace-references.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const trace = readFileSync(`${root}docs/spec-trace.md`, 'utf8')
// The product spec lives beside the repo (README: `../shared/`); a clone alone, as on CI, has none.
const specPath = `${root}../shared/spec/product-spec.md`

describe('docs/spec-trace.md', () => {
  it('traces rules in tables of rule, files and tests', () => {
    expect(traceRows(trace).length).toBeGreaterThan(100)
  })

  it('names only files that exist, and tests by names their files hold', () => {
    expect(referenceProblems(trace, root)).toEqual([])
  })

  it('gives each rule the files that build it, and its tests or "no test yet"', () => {
    expect(shapeProblems(trace)).toEqual([])
  })

  it('lists every rule marked "no test yet" again under "Rules without a test"', () => {
    const untested = traceRows(trace).filter((row) => row.proved === noTest)
    expect(rulesWithoutATest(trace)).toHaveLength(untested.length)
  })

  it('has a section for every section of the product spec, in its order', (context) => {
    if (!existsSync(specPath))
      context.skip('../shared/spec/product-spec.md is not beside the repo: sections not compared')
    const sections = headingsOf(readFileSync(specPath, 'utf8'), 2)
    const traced = headingsOf(trace).filter((title) => sections.includes(title))
    expect(traced).toEqual(sections)
  })
})

describe('the trace checker', () => {
  const fixture = [
    '## 9. Business constants and limits',
    '',
    '| Rule | Implemented in | Proved by |',
    '| --- | --- | --- |',
    '| Pagination: 10 per page | `web/src/lib/paginate.ts` | `web/src/lib/paginate.test.ts` › 10 rows fit one page |',
    '| A gone file | `web/src/lib/no-such-file.ts:12` | `web/src/lib/paginate.test.ts` › a test no one wrote |',
    '| A path out of the repo | `../elsewhere/file.ts` | no test yet |',
  ].join('\n')

  it('names a missing file, a test its file lacks and a path outside the repo, and nothing else', () => {
    expect(referenceProblems(fixture, root)).toEqual([
      'line 6: web/src/lib/no-such-file.ts does not exist',
      'line 6: web/src/lib/paginate.test.ts has no test named "a test no one wrote"',
      'line 7: ../elsewhere/file.ts is not a repo-relative path',
    ])
  })

  it('refuses a row that names no test and does not say so', () => {
    const row = '| A rule | `web/src/lib/paginate.ts` | |'
    expect(shapeProblems(fixture.split('\n').slice(0, 4).concat(row).join('\n'))).toEqual([
      'line 5: names no test, nor "no test yet"',
    ])
  })
})
