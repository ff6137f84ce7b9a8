import { describe, expect, it } from 'vitest'
import { findStale, renderGenerated } from './generate-contract.ts'

// Rendering the whole contract takes seconds under a loaded parallel run, so these tests get time.
describe('the committed generated files', { timeout: 30_000 }, () => {
  it('match a fresh render of openapi.yaml (run `pnpm gen` when this fails)', async () => {
    expect(await findStale(await renderGenerated())).toEqual([])
  })

  it('are reported stale, by path, when they differ from the render', async () => {
    const files = await renderGenerated()
    const drifted = files.map((file) =>
      file.path === 'generated/schema.ts' ? { ...file, text: `${file.text}// drift\n` } : file,
    )
    expect(await findStale(drifted)).toEqual(['generated/schema.ts'])
  })

  it('render byte-identically twice', async () => {
    expect(await renderGenerated()).toEqual(await renderGenerated())
  })
})
