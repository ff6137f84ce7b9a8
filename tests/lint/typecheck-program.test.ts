import { readFileSync } from 'node:fs'
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
    const scripts = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(scripts.scripts.typecheck).toContain('tsc -p tsconfig.node.json')
    expect(scripts.scripts.typecheck).toContain('--filter @playfront/web typecheck')
  })
})
