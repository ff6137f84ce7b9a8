import { describe, expect, it } from 'vitest'
import type { CatalogueEntry } from './catalogue.ts'
import { failuresOf, provisionalPathFailures } from './path-failures.ts'
import { failureForPath } from './failure-for-path.ts'
import { provisionalPaths } from './provisional-paths.ts'
import { mediaTypes, openapi, operation, resolve, type Node } from './testing/openapi-document.ts'

interface XError extends CatalogueEntry {
  origin: 'transport' | 'backend'
  example: string
}

const marked = Object.entries(openapi.paths as Node)
  .filter(([, item]) => ((item as Node).post as Node)['x-provisional'] === true)
  .map(([path]) => path)
const tags = new Map(
  (openapi.tags as { name: string; description: string }[]).map((t) => [t.name, t.description]),
)
const examples = (openapi.components as Node).examples as Record<string, { value: Node }>
const pair = ({ statusCode, statusMessage }: CatalogueEntry) => `${statusCode} ${statusMessage}`
const requestFields = (path: string) =>
  Object.keys(resolve(mediaTypes(path).request.schema).properties as Node)

describe('an integrator spotting the provisional calls', () => {
  it('finds every operation marked x-provisional listed in provisionalPaths, and no other', () => {
    expect([...provisionalPaths].sort()).toEqual([...marked].sort())
  })

  it.each([...provisionalPaths])(
    '%s is tagged provisional-*, and its tag says it is not confirmed',
    (path) => {
      const opTags = operation(path).tags as string[]
      expect(opTags).toHaveLength(1)
      expect(opTags[0]).toMatch(/^provisional-[a-z]+$/)
      expect(tags.get(opTags[0]!)).toMatch(/PROVISIONAL - the real backend has not confirmed/)
    },
  )

  it.each([...provisionalPaths])(
    '%s names the player by account_id plus auth, or the tenant by domain_name plus external_id',
    (path) => {
      const fields = requestFields(path)
      const who = fields.includes('auth') ? ['account_id', 'auth'] : ['domain_name', 'external_id']
      expect(fields).toEqual(expect.arrayContaining(who))
      expect(resolve(mediaTypes(path).request.schema).additionalProperties).toBe(false)
    },
  )
})

describe('the failure table of the provisional calls', () => {
  it.each([...provisionalPaths])('%s lists the same failures as its x-errors', (path) => {
    const entries = operation(path)['x-errors'] as XError[]
    expect(entries.filter((e) => e.origin === 'transport').map(pair)).toEqual([
      pair(provisionalPathFailures[path].transport),
    ])
    expect(
      entries
        .filter((e) => e.origin === 'backend')
        .map(pair)
        .sort(),
    ).toEqual(provisionalPathFailures[path].backend.map(pair).sort())
    for (const entry of entries)
      expect(examples[entry.example]?.value.statusCode, entry.example).toBe(entry.statusCode)
  })

  it.each([...provisionalPaths])(
    '%s: a player call can end the session, a tenant call cannot',
    (path) => {
      const sessionEnding = failuresOf(path).backend.some(
        (e) => e.statusMessage === 'sessionExpired',
      )
      expect(sessionEnding).toBe(requestFields(path).includes('auth'))
    },
  )

  it.each([...provisionalPaths])(
    '%s: a call broken on the way is the plain disconnect the contract shows',
    (path) => {
      expect(failureForPath(path, 'TypeError: fetch failed')).toStrictEqual(
        examples.Disconnect!.value,
      )
    },
  )
})
