import { describe, expect, it } from 'vitest'
import { failureStatusCodeValues, statusMessageValues } from '../generated/schema.ts'
import { apiPaths } from './api-paths.ts'
import {
  isSessionMessage,
  isSuccess,
  statusCodes,
  statusMessages,
  type CatalogueEntry,
} from './catalogue.ts'
import { failureForPath } from './failure-for-path.ts'
import { pathFailures } from './path-failures.ts'
import { openapi, operation, type Node } from './testing/openapi-document.ts'

interface XError extends CatalogueEntry {
  origin: 'transport' | 'backend'
  example: string
}

const xErrors = (path: string) => operation(path)['x-errors'] as XError[]
const pair = ({ statusCode, statusMessage }: CatalogueEntry) => `${statusCode} ${statusMessage}`
const examples = (openapi.components as Node).examples as Record<
  string,
  { value: Record<string, unknown> }
>

describe('the per-path failure table', () => {
  it.each(apiPaths)('%s lists the same failures as the x-errors of openapi.yaml', (path) => {
    const entries = xErrors(path)
    expect(entries.filter((e) => e.origin === 'transport').map(pair)).toEqual([
      pair(pathFailures[path].transport),
    ])
    expect(
      entries
        .filter((e) => e.origin === 'backend')
        .map(pair)
        .sort(),
    ).toEqual(pathFailures[path].backend.map(pair).sort())
  })

  it.each(apiPaths)(
    '%s: the failure the client makes is the example the contract names',
    (path) => {
      const transport = xErrors(path).find((e) => e.origin === 'transport')!
      const example = examples[transport.example]!.value
      const detail = typeof example.statusDetail === 'string' ? example.statusDetail : 'unused'
      expect(failureForPath(path, detail)).toStrictEqual(example)
    },
  )

  it.each(apiPaths)('%s: every x-errors entry names an example with its status code', (path) => {
    for (const entry of xErrors(path)) {
      expect(examples[entry.example]?.value.statusCode, `${path} ${entry.example}`).toBe(
        entry.statusCode,
      )
    }
  })
})

describe('the named values', () => {
  // `satisfies` keeps a name from holding a value the contract lacks; this keeps a value the
  // contract adds from going without a name.
  it('name every statusMessage of openapi.yaml', () => {
    expect(Object.values(statusMessages).sort()).toEqual([...statusMessageValues].sort())
  })

  it('name every failure statusCode of openapi.yaml', () => {
    const failureCodes = Object.values(statusCodes).filter((code) => code !== statusCodes.success)
    expect(failureCodes.sort()).toEqual([...failureStatusCodeValues].sort())
  })
})

describe('reading a response', () => {
  const successRows: [
    string,
    { given: { statusCode: number; statusMessage?: string }; want: boolean },
  ][] = [
    ['statusCode 1 is success', { given: { statusCode: 1 }, want: true }],
    [
      'statusMessage OK is success whatever the code',
      { given: { statusCode: 0, statusMessage: 'OK' }, want: true },
    ],
    [
      '-503 serviceUnavailable is a failure',
      { given: { statusCode: -503, statusMessage: 'serviceUnavailable' }, want: false },
    ],
    [
      '0 disconnect is a failure',
      { given: { statusCode: 0, statusMessage: 'disconnect' }, want: false },
    ],
    [
      'a lower-case ok is a failure',
      { given: { statusCode: 0, statusMessage: 'ok' }, want: false },
    ],
  ]
  it.each(successRows)('%s', (_name, { given, want }) => {
    expect(isSuccess(given)).toBe(want)
  })

  const sessionRows: [string, { given: string | undefined; want: boolean }][] = [
    ['sessionExpired ends the session', { given: 'sessionExpired', want: true }],
    ['Session Expired ends the session', { given: 'Session Expired', want: true }],
    ['BLOCK ends the session', { given: 'BLOCK', want: true }],
    ['CLOSE ends the session', { given: 'CLOSE', want: true }],
    ['permissionDenied ends the session', { given: 'permissionDenied', want: true }],
    ['serviceUnavailable does not', { given: 'serviceUnavailable', want: false }],
    ['a missing message does not', { given: undefined, want: false }],
  ]
  it.each(sessionRows)('%s', (_name, { given, want }) => {
    expect(isSessionMessage(given)).toBe(want)
  })
})
