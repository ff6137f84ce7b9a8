import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { openapi, type Node } from '../testing/openapi-document.ts'
import { apiCompare } from 'api-smart-diff'
import { findBreakingChanges, unreleasedPaths } from './breaking-changes.ts'
import { classifyDiff, type ContractDiff } from './classify-diff.ts'

// Fixtures: copies of the real contract with one edit each.
function edited(edit: (schemas: Record<string, Node>) => void): Node {
  const copy = structuredClone(openapi)
  edit((copy.components as Node).schemas as Record<string, Node>)
  return copy
}
const propertiesOf = (schema: Node) => schema.properties as Record<string, Node>
const readContract = (): Node =>
  parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as Node

describe('the breaking-change gate on the real contract', () => {
  it('passes the contract compared with itself', () => {
    expect(findBreakingChanges(openapi, structuredClone(openapi)).failures).toEqual([])
  })

  it('leaves both documents as they were', () => {
    // Read afresh: the shared copy is what an earlier gate would have rewritten.
    const base = readContract()
    const head = readContract()
    delete propertiesOf(
      (head.components as { schemas: Record<string, Node> }).schemas.BalanceResponse!,
    ).game_balance
    const headBefore = structuredClone(head)
    findBreakingChanges(base, head)
    expect(base).toEqual(readContract())
    expect(head).toEqual(headBefore)
  })

  it('fails when a field of a specified call is removed, naming the call and the field', () => {
    const head = edited((s) => {
      delete propertiesOf(s.BalanceResponse!).game_balance
      s.BalanceResponse!.required = (s.BalanceResponse!.required as string[]).filter(
        (f) => f !== 'game_balance',
      )
    })
    const { failures } = findBreakingChanges(openapi, head)
    expect(failures).toContainEqual(
      expect.objectContaining({
        call: '/api/auth/get_balance',
        kind: 'field removed or renamed',
        provisional: false,
      }),
    )
    expect(failures.some((f) => f.where.endsWith('properties.game_balance'))).toBe(true)
  })

  it('passes when a call only gains an optional request field', () => {
    const head = edited((s) => {
      propertiesOf(s.LoginRequest!).remember_me = {
        type: 'boolean',
        description: 'Keep the session longer.',
      }
    })
    expect(findBreakingChanges(openapi, head).failures).toEqual([])
  })

  it('fails when an optional request field becomes required', () => {
    const head = edited((s) => {
      propertiesOf(s.LoginRequest!).remember_me = { type: 'boolean' }
    })
    const required = edited((s) => {
      propertiesOf(s.LoginRequest!).remember_me = { type: 'boolean' }
      ;(s.LoginRequest!.required as string[]).push('remember_me')
    })
    expect(findBreakingChanges(head, required).failures).toContainEqual(
      expect.objectContaining({ call: '/api/auth/login', kind: 'request field made required' }),
    )
  })

  it('fails when a type narrows on a specified call', () => {
    const head = edited((s) => {
      propertiesOf(s.BalanceResponse!).game_balance!.type = 'integer'
    })
    expect(findBreakingChanges(openapi, head).failures).toContainEqual(
      expect.objectContaining({ call: '/api/auth/get_balance', kind: 'type narrowed' }),
    )
  })

  // The gate diffs only the calls that differ, with what their $refs reach (a diff of the whole
  // contract took a second): it must find just what a diff of the whole contract finds.
  it.each<[string, (schemas: Record<string, Node>) => void]>([
    [
      'a response field removed',
      (s) => {
        delete propertiesOf(s.BalanceResponse!).game_balance
      },
    ],
    [
      'a schema shared by three requests narrowed (Password)',
      (s) => {
        s.Password!.type = 'integer'
      },
    ],
    [
      'a schema shared by most requests narrowed (AccountId)',
      (s) => {
        s.AccountId!.type = 'integer'
      },
    ],
  ])('finds what a diff of the whole contract finds: %s', (_, edit) => {
    const head = edited(edit)
    const whole = apiCompare(structuredClone(openapi), structuredClone(head)) as {
      diffs: ContractDiff[]
    }
    const calls = new Set(
      whole.diffs.filter((diff) => classifyDiff(diff)).map((diff) => String(diff.path[1])),
    )
    expect(calls.size).toBeGreaterThan(0)
    const found = findBreakingChanges(openapi, head).failures.map((f) => f.call)
    expect(new Set(found)).toEqual(calls)
  })

  it('fails when a path is removed', () => {
    const head = structuredClone(openapi)
    delete (head.paths as Node)['/api/seo']
    expect(findBreakingChanges(openapi, head).failures).toContainEqual(
      expect.objectContaining({ call: '/api/seo', kind: 'path removed' }),
    )
  })

  it('lets a provisional call change only with an Unreleased changelog entry naming it', () => {
    const head = structuredClone(openapi)
    delete (head.paths as Node)['/api/spin/play']
    const without = findBreakingChanges(
      openapi,
      head,
      '## Unreleased\n\n## 2026-11-01\n- /api/spin/play: first version\n',
    )
    expect(without.failures).toEqual([
      expect.objectContaining({ call: '/api/spin/play', provisional: true }),
    ])
    const withEntry = findBreakingChanges(
      openapi,
      head,
      '## Unreleased\n- /api/spin/play: removed, the wheel moved to promotions\n',
    )
    expect(withEntry.failures).toEqual([])
    expect(withEntry.allowed).toEqual([
      expect.objectContaining({ call: '/api/spin/play', kind: 'path removed' }),
    ])
  })
})

describe('unreleasedPaths', () => {
  it.each([
    ['no changelog', '', []],
    [
      'an entry under Unreleased',
      '# Changes\n## Unreleased\n- `/api/wallet/deposit` amount\n',
      ['/api/wallet/deposit'],
    ],
    [
      'an entry under a released version only',
      '## Unreleased\n## 2026-11-01\n- /api/wallet/deposit\n',
      [],
    ],
  ])('%s', (_name, changelog, want) => {
    expect([...unreleasedPaths(changelog)]).toEqual(want)
  })
})
