import { resolveRef } from './contract-document.ts'

type Schema = Record<string, unknown>

const today = () => new Date().toISOString().slice(0, 10)

// The only pattern shape the contract uses without an example: digits, n to m of them.
const digitsPattern = /^\^\[0-9\]\{(\d+)(?:,\d*)?\}\$$/

function sampleString(schema: Schema): string {
  const digits = typeof schema.pattern === 'string' ? digitsPattern.exec(schema.pattern) : null
  if (digits) return '1'.repeat(Number(digits[1]))
  if (schema.format === 'date-time') return new Date().toISOString()
  if (schema.format === 'date') return today()
  if (schema.format === 'email') return 'player@example.org'
  if (schema.format === 'uri' || schema.format === 'uri-reference') return 'https://example.org/'
  return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)))
}

function sampleNumber(schema: Schema): number {
  if (typeof schema.minimum === 'number') return schema.minimum
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1
  return 1
}

/**
 * A value that satisfies a JSON schema of the contract, for the required fields only: the
 * schema's own `examples`, `const` or first `enum` value when it has one, else the smallest
 * value its type and bounds allow. `$ref`s, `allOf`, `oneOf` and `anyOf` are followed.
 *
 * @example
 * sampleFromSchema({ $ref: '#/components/schemas/TenantRequest' })
 * // { domain_name: 'casino3.localhost', external_id: 'T-CASINO3' }
 */
export function sampleFromSchema(node: unknown, depth = 0): unknown {
  const schema = resolveRef(node)
  if (depth > 12) return null
  if ('const' in schema) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum[0]
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...schema.allOf.map((part) => sampleFromSchema(part, depth + 1)))
  const choice = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined
  if (Array.isArray(choice)) return sampleFromSchema(choice[0], depth + 1)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, unknown>
    const required = (schema.required ?? []) as string[]
    return Object.fromEntries(
      required.map((name) => [name, sampleFromSchema(properties[name] ?? {}, depth + 1)]),
    )
  }
  if (type === 'array')
    return Number(schema.minItems ?? 0) > 0 ? [sampleFromSchema(schema.items, depth + 1)] : []
  if (type === 'string') return sampleString(schema)
  if (type === 'integer' || type === 'number') return sampleNumber(schema)
  if (type === 'boolean') return false
  return null
}
