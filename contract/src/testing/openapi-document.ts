// Test support: the contract as written (openapi.yaml, not the generated copy) and a resolver
// for its local `$ref`s, so tests read what integrators read.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

export type Node = Record<string, unknown>

/** The parsed `contract/openapi.yaml`. */
export const openapi: Node = parse(
  readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'),
)

/** Follows a local `$ref` (`#/components/...`) until it reaches a node without one. */
export function resolve(node: unknown): Node {
  let current = node as Node
  while (typeof current.$ref === 'string') {
    const pointer = current.$ref.replace(/^#\//, '').split('/')
    current = pointer.reduce<Node>((at, key) => at[key.replaceAll('~1', '/')] as Node, openapi)
  }
  return current
}

/** The POST operation of a path. */
export function operation(path: string): Node {
  const item = (openapi.paths as Node)[path] as Node
  return item.post as Node
}

/** The JSON media type of an operation's request body and of its HTTP 200 response. */
export function mediaTypes(path: string): { request: Node; response: Node } {
  const op = operation(path)
  const requestContent = resolve(op.requestBody).content as Node
  const responseContent = resolve((op.responses as Node)['200']).content as Node
  return {
    request: requestContent['application/json'] as Node,
    response: responseContent['application/json'] as Node,
  }
}
