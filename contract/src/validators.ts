// Runtime checks compiled from generated/openapi.json (imported, not read from disk, so this
// module runs in the browser too). Each schema is compiled on first use.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import document from '../generated/openapi.json' with { type: 'json' }
import { isExactMultiple } from './exact-decimal.ts'
import { isAnyApiPath } from './provisional-paths.ts'
import type { AnyApiPath } from './types.ts'

/** One problem found in a body: the dotted property path (`site.theme_code`) and what is wrong. */
export interface FieldError {
  field: string
  message: string
}

/** The verdict on one body. */
export type ValidationResult = { ok: true } | { ok: false; errors: FieldError[] }

const documentId = 'playfront-openapi'
// Top-level keys of an OpenAPI document and its extensions: annotations for Ajv, not keywords.
const openApiKeys = [
  'openapi',
  'info',
  'servers',
  'security',
  'tags',
  'paths',
  'components',
  'x-inferred',
  // A field the real backend has not confirmed (docs/decisions/004-provisional-calls.md).
  'x-provisional',
]
const compiled = new Map<string, ValidateFunction>()
let ajv: Ajv2020 | undefined

function validatorAt(pointer: string): ValidateFunction {
  let validate = compiled.get(pointer)
  if (!validate) {
    if (!ajv) {
      ajv = new Ajv2020({ allErrors: true, strict: true })
      addFormats(ajv)
      // Ajv divides in floating point, where 1520.75 / 0.01 is 152074.99999999997; a tolerance
      // instead let 1e-9 through as a multiple of 0.01. Money is decided on its decimal digits.
      ajv.removeKeyword('multipleOf')
      ajv.addKeyword({
        keyword: 'multipleOf',
        type: 'number',
        schemaType: 'number',
        error: { message: ({ schemaCode }) => `must be a multiple of ${String(schemaCode)}` },
        validate: (step: number, value: number) => isExactMultiple(value, step),
      })
      ajv.addVocabulary(openApiKeys)
      ajv.addSchema(document as object, documentId)
    }
    validate = ajv.compile({ $ref: `${documentId}#${pointer}` })
    compiled.set(pointer, validate)
  }
  return validate
}

type Part = 'requestBody' | 'responses/200'

// JSON pointer of a request body or response object; shared ones are `$ref`s to components,
// which Ajv cannot walk through, so the reference is followed here.
function partPointer(path: AnyApiPath, part: Part): string {
  const operation = (document.paths as Record<string, { post: Record<string, unknown> }>)[path]!
    .post
  const node =
    part === 'requestBody'
      ? operation.requestBody
      : (operation.responses as Record<string, unknown>)['200']
  const ref = (node as { $ref?: unknown }).$ref
  if (typeof ref === 'string') return ref.slice(1)
  return `/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/post/${part}`
}

function toFieldError(error: ErrorObject): FieldError {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty))
  if (error.keyword === 'additionalProperties') {
    segments.push(String(error.params.additionalProperty))
    return { field: segments.join('.'), message: 'is not a field of this call' }
  }
  return { field: segments.join('.'), message: error.message ?? `fails ${error.keyword}` }
}

function run(validate: ValidateFunction, body: unknown): ValidationResult {
  if (validate(body)) return { ok: true }
  const seen = new Set<string>()
  const errors = (validate.errors ?? []).map(toFieldError).filter((e) => {
    const key = `${e.field}\n${e.message}`
    return seen.has(key) ? false : (seen.add(key), true)
  })
  return { ok: false, errors }
}

function unknownPath(path: string): ValidationResult {
  return { ok: false, errors: [{ field: '', message: `"${path}" is not a path of the contract` }] }
}

/**
 * Checks a request body against the contract of its path.
 *
 * @example
 * validateRequest('/api/auth/login', { account_id: 'demo' })
 * // { ok: false, errors: [{ field: 'password', message: "must have required property 'password'" }, ...] }
 */
export function validateRequest(path: string, body: unknown): ValidationResult {
  if (!isAnyApiPath(path)) return unknownPath(path)
  return run(
    validatorAt(`${partPointer(path, 'requestBody')}/content/application~1json/schema`),
    body,
  )
}

/**
 * Checks a response body against the contract of its path: against the success body when
 * `statusCode` is 1, else against the path's failure body, so errors name the fields of the
 * branch the body claims to be.
 *
 * @example
 * validateResponse('/api/auth/get_balance', { statusCode: 1, game_balance: '10', game_token: 0 })
 * // { ok: false, errors: [{ field: 'game_balance', message: 'must be number' }] }
 */
export function validateResponse(path: string, body: unknown): ValidationResult {
  if (!isAnyApiPath(path)) return unknownPath(path)
  const isSuccessBody = (body as { statusCode?: unknown } | null)?.statusCode === 1
  const schema = `${partPointer(path, 'responses/200')}/content/application~1json/schema`
  return run(validatorAt(`${schema}/oneOf/${isSuccessBody ? 0 : 1}`), body)
}
