// Renders the committed outputs of `openapi.yaml`: the same document as JSON (for validators and
// tests) and the openapi-typescript types. Pure except for reading the source, so the CLI and the
// freshness test share it.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript'
import { parse } from 'yaml'

/** A file the generator owns, with the exact text it must hold. */
export interface GeneratedFile {
  /** Path relative to `contract/`, e.g. `generated/schema.ts`. */
  path: string
  /** Full file content. */
  text: string
}

const contractDir = new URL('../', import.meta.url)

/** Absolute path of a file given relative to `contract/`. */
export function contractPath(relative: string): string {
  return fileURLToPath(new URL(relative, contractDir))
}

/**
 * Reads `contract/openapi.yaml` and renders every generated file, deterministically: the same
 * source always gives byte-identical output.
 *
 * @example
 * const files = await renderGenerated()
 * files.map((f) => f.path) // ['generated/openapi.json', 'generated/schema.ts']
 */
export async function renderGenerated(): Promise<GeneratedFile[]> {
  const source = await readFile(contractPath('openapi.yaml'), 'utf8')
  const document = parse(source) as OpenAPI3
  // `enumValues` also exports each enum as a value array (e.g. `productCategoryValues`), so the web
  // app, the mock and the tests import the lists instead of copying them.
  const ast = await openapiTS(structuredClone(document), { silent: true, enumValues: true })
  return [
    { path: 'generated/openapi.json', text: `${JSON.stringify(document, null, 2)}\n` },
    { path: 'generated/schema.ts', text: `${COMMENT_HEADER}${astToString(ast)}` },
  ]
}

/**
 * Names the generated files whose committed text differs from a fresh render.
 *
 * @example
 * const stale = await findStale(await renderGenerated()) // [] when up to date
 */
export async function findStale(files: GeneratedFile[]): Promise<string[]> {
  const stale: string[] = []
  for (const file of files) {
    const committed = await readFile(contractPath(file.path), 'utf8').catch(() => null)
    if (committed !== file.text) stale.push(file.path)
  }
  return stale
}
