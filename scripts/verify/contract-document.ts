import document from '@playfront/contract/openapi.json' with { type: 'json' }

type Node = Record<string, unknown>

/** The contract (the generated JSON copy of openapi.yaml). */
export const contract = document as unknown as Node

/**
 * Follows local `$ref`s (`#/components/...`) until a node without one.
 *
 * @example
 * resolveRef({ $ref: '#/components/schemas/AccountId' }) // { type: 'string', … }
 */
export function resolveRef(node: unknown): Node {
  let current = node as Node
  for (let depth = 0; typeof current?.$ref === 'string' && depth < 20; depth++) {
    const pointer = current.$ref.replace(/^#\//, '').split('/')
    current = pointer.reduce<Node>(
      (at, key) => at[key.replaceAll('~1', '/').replaceAll('~0', '~')] as Node,
      contract,
    )
  }
  return current
}

/**
 * The JSON request media of a call: its `schema` and its named `examples`.
 *
 * @example
 * Object.keys(requestMedia('/api/auth/signup').examples) // ['minimal', 'tracked']
 */
export function requestMedia(path: string): { schema: Node; examples: Record<string, unknown> } {
  const operation = ((contract.paths as Node)[path] as Node).post as Node
  const media = (resolveRef(operation.requestBody).content as Node)['application/json'] as Node
  const examples = Object.fromEntries(
    Object.entries((media.examples ?? {}) as Node).map(([name, example]) => [
      name,
      resolveRef(example).value,
    ]),
  )
  return { schema: resolveRef(media.schema), examples }
}
