import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * `pnpm typecheck` checks the Node packages as one program (tsconfig.node.json): each package's
 * own program read the sources it shares with the others again (tests import the mock, the
 * scripts and the site's server; the scripts import the mock and the contract), 50 CPU-s for the
 * four where one program takes 21. It must check what each package's own `pnpm typecheck` would:
 * every file, under the same options.
 */
const root = new URL('../..', import.meta.url).pathname
const nodePackages = ['contract', 'mock-server', 'scripts', 'tests']

function program(configPath: string): { files: string[]; options: Record<string, unknown> } {
  const read = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path))
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'))
  const parsed = ts.parseJsonConfigFileContent(
    read.config,
    ts.sys,
    configPath.slice(0, configPath.lastIndexOf('/')),
  )
  const { configFilePath: _path, ...options } = parsed.options
  return { files: parsed.fileNames, options }
}

/** The scripts of the package.json in `dir` (`''` for the root, else `name/`). */
const scriptsOf = (dir: string) =>
  (
    JSON.parse(readFileSync(`${root}${dir}package.json`, 'utf8')) as {
      scripts: Record<string, string>
    }
  ).scripts

describe("pnpm typecheck's program for the Node packages", () => {
  const combined = program(`${root}tsconfig.node.json`)

  it.each(nodePackages)('holds every file of %s, under its options', (name) => {
    const own = program(`${root}${name}/tsconfig.json`)
    expect(own.files.length).toBeGreaterThan(0)
    expect(own.files.filter((file) => !combined.files.includes(file))).toEqual([])
    expect(combined.options).toEqual(own.options)
  })

  it('covers every workspace package but the site, which has its own (JSX, Vite, the worker)', () => {
    const workspace = readFileSync(`${root}pnpm-workspace.yaml`, 'utf8')
    const packages = /^packages:\n((?: {2}- \S+\n)+)/m.exec(workspace)?.[1] ?? ''
    const listed = [...packages.matchAll(/- (\S+)/g)].map((m) => m[1]!)
    expect(listed.sort()).toEqual([...nodePackages, 'web'].sort())
    const { typecheck } = scriptsOf('')
    expect(typecheck).toContain('tsc -p tsconfig.node.json')
    expect(typecheck).toContain('--filter @playfront/web typecheck')
  })

  it('runs TypeScript 7 in every package, while the tools that read TypeScript keep 5.9 (decision 069)', () => {
    for (const dir of ['', ...[...nodePackages, 'web'].map((name) => `${name}/`)]) {
      const runs = scriptsOf(dir).typecheck!.split(' && ')
      const own = runs.filter((run) => !run.startsWith('pnpm '))
      expect(own.length, `${dir}package.json`).toBeGreaterThan(0)
      for (const run of own)
        expect(run, `${dir}package.json`).toMatch(
          /^node (\.\.\/)?node_modules\/typescript-native\/bin\/tsc -p /,
        )
    }
    const native = createRequire(root)('typescript-native/package.json') as { version: string }
    expect(native.version).toMatch(/^7\./)
    // openapi-typescript and typescript-eslint read TypeScript's JS API, which 7 does not have:
    // each package's own `typescript`, and the one their peers resolve to, is 5.
    for (const dir of ['', 'contract/', 'mock-server/', 'web/']) {
      const own = createRequire(`${root}${dir}package.json`)('typescript/package.json') as {
        version: string
      }
      expect(own.version, `${dir}node_modules/typescript`).toMatch(/^5\./)
    }
    const fromGenerator = createRequire(
      createRequire(`${root}contract/package.json`).resolve('openapi-typescript'),
    )('typescript/package.json') as { version: string }
    expect(fromGenerator.version).toMatch(/^5\./)
  })
})
