import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { GridReport } from './grid.ts'
import { mergeReports } from './merge-reports.ts'
import { testCell, testGrid } from './test-grids.ts'

const work = mkdtempSync(join(tmpdir(), 'merge-reports-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A shard's report folder with one failed cell and its evidence: shot, trace and HAR. */
function shardFolder(shard: string, id: string): string {
  const dir = join(work, `shard-${shard.replace('/', '-')}`)
  const cell = testCell(id, 'failed', {
    error: 'Error: no nav',
    trace: `traces/${id}.zip`,
    har: `har/${id}.har`,
  })
  const grid = testGrid([cell], { shards: [shard] })
  for (const part of ['shots', 'traces', 'har']) mkdirSync(join(dir, part), { recursive: true })
  writeFileSync(join(dir, cell.screenshot!), shard)
  writeFileSync(join(dir, cell.trace!), shard)
  writeFileSync(join(dir, cell.har!), shard)
  writeFileSync(join(dir, 'grid.json'), JSON.stringify(grid))
  return dir
}

describe('mergeReports', () => {
  it("brings every shard's evidence along, so that each link of the merged report leads to its file", () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const out = join(work, 'merged')
    const inputs = [shardFolder('1/2', 'slot2.en.startup'), shardFolder('2/2', 'slot2.zh.startup')]
    expect(mergeReports(inputs, out)).toBe(1)
    const merged = JSON.parse(readFileSync(join(out, 'grid.json'), 'utf8')) as GridReport
    expect(merged.cells).toHaveLength(2)
    for (const cell of merged.cells)
      for (const file of [cell.screenshot, cell.trace, cell.har])
        expect(existsSync(join(out, file!)), file).toBe(true)
    const page = readFileSync(join(out, 'index.html'), 'utf8')
    expect(page).toContain('href="har/slot2.zh.startup.har"')
  })
})
