import { describe, expect, it } from 'vitest'
import { anyApiPaths } from './provisional-paths.ts'
import { mediaTypes, resolve, type Node } from './testing/openapi-document.ts'
import { validateRequest, validateResponse } from './validators.ts'

function examplesOf(media: Node): [string, unknown][] {
  return Object.entries((media.examples ?? {}) as Node).map(([name, example]) => [
    name,
    resolve(example).value,
  ])
}

const requestExamples = anyApiPaths.flatMap((path) =>
  examplesOf(mediaTypes(path).request).map(
    ([name, value]) => [`${path} ${name}`, path, value] as const,
  ),
)
const responseExamples = anyApiPaths.flatMap((path) =>
  examplesOf(mediaTypes(path).response).map(
    ([name, value]) => [`${path} ${name}`, path, value] as const,
  ),
)

describe('every example of the contract follows its own schema', () => {
  it('each call shows a request example, a success example and a failure example', () => {
    for (const path of anyApiPaths) {
      const responses = examplesOf(mediaTypes(path).response).map(
        ([, value]) => value as { statusCode: number },
      )
      expect(examplesOf(mediaTypes(path).request).length, path).toBeGreaterThan(0)
      expect(
        responses.some((body) => body.statusCode === 1),
        path,
      ).toBe(true)
      expect(
        responses.some((body) => body.statusCode !== 1),
        path,
      ).toBe(true)
    }
  })

  it.each(requestExamples)('request %s', (_name, path, value) => {
    expect(validateRequest(path, value)).toEqual({ ok: true })
  })

  it.each(responseExamples)('response %s', (_name, path, value) => {
    expect(validateResponse(path, value)).toEqual({ ok: true })
  })
})
