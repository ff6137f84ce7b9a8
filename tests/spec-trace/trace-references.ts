import { existsSync, readFileSync, statSync } from 'node:fs'
import { isAbsolute, join, normalize } from 'node:path'

/** One row of a trace table: the rule, the files that build it, the tests that prove it. */
export type TraceRow = {
  section: string
  line: number
  rule: string
  implemented: string
  proved: string
}

/** A file named in a trace cell, with the test it names after `›`, if any. */
export type Reference = { path: string; testName?: string; line: number }

export const notBuilt = 'not built: the spec does not show it'
export const noTest = 'no test yet'
export const nothingToProve = '—'

const heading = /^(#{1,6})\s+(.+?)\s*#*$/
const separatorRow = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/

/** The text of every `#` to `######` heading, outside fenced code. */
export function headingsOf(markdown: string, maxLevel = 6): string[] {
  let fenced = false
  const found: string[] = []
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line.trim())) fenced = !fenced
    const match = fenced ? null : heading.exec(line)
    if (match && match[1]!.length <= maxLevel) found.push(match[2]!)
  }
  return found
}

function cellsOf(line: string): string[] {
  const cells = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
  return cells.map((cell) => cell.trim())
}

/** Every row of every `| Rule | Implemented in | Proved by |` table, with its section heading. */
export function traceRows(markdown: string): TraceRow[] {
  const rows: TraceRow[] = []
  let section = ''
  let inTable = false
  markdown.split('\n').forEach((text, index) => {
    const match = heading.exec(text)
    if (match) section = match[2]!
    if (!text.trim().startsWith('|')) {
      inTable = false
      return
    }
    const cells = cellsOf(text)
    if (cells[0] === 'Rule' && cells[1] === 'Implemented in' && cells[2] === 'Proved by') {
      inTable = true
      return
    }
    if (!inTable || separatorRow.test(text.trim())) return
    const [rule = '', implemented = '', proved = ''] = cells
    rows.push({ section, line: index + 1, rule, implemented, proved })
  })
  return rows
}

// Prettier escapes some characters of a table cell (`_fbp` becomes `\_fbp`); a test's name is
// compared as its file writes it.
const unescapeMarkdown = (text: string) => text.replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1')

/**
 * The files one cell names: each `<br>`-separated part is `path` or `path` › test name (the name
 * may also sit inside the backticks); a trailing `:line` on a path is dropped. Parts without
 * backticks are prose ("no test yet") and name nothing.
 */
export function referencesOf(cell: string, line: number): Reference[] {
  return cell
    .split(/<br\s*\/?>/i)
    .map((part) => part.trim())
    .filter((part) => part.includes('`'))
    .map((part) => {
      const match = /^`([^`]+)`(?:\s*›\s*(.+))?$/.exec(part)
      if (!match) return { path: part, line }
      const [inside = '', outside] = [match[1], match[2]]
      const [rawPath = '', insideName] = inside.split(/\s*›\s*/, 2)
      const testName = outside ?? insideName
      return {
        path: rawPath.replace(/:\d+(:\d+)?$/, ''),
        ...(testName ? { testName: unescapeMarkdown(testName.trim()) } : {}),
        line,
      }
    })
}

const isRepoRelative = (path: string) =>
  path !== '' && !isAbsolute(path) && !normalize(path).startsWith('..') && !path.includes('`')

/**
 * What is wrong with the files the trace names, one line each: a path that is not
 * repo-relative or does not exist under `root`, or a test name its file does not contain.
 */
export function referenceProblems(markdown: string, root: string): string[] {
  const problems: string[] = []
  for (const row of traceRows(markdown)) {
    for (const reference of [
      ...referencesOf(row.implemented, row.line),
      ...referencesOf(row.proved, row.line),
    ]) {
      const where = `line ${reference.line}`
      if (!isRepoRelative(reference.path)) {
        problems.push(`${where}: ${reference.path} is not a repo-relative path`)
        continue
      }
      const file = join(root, reference.path)
      if (!existsSync(file)) {
        problems.push(`${where}: ${reference.path} does not exist`)
        continue
      }
      if (reference.testName === undefined) continue
      if (!statSync(file).isFile()) {
        problems.push(`${where}: ${reference.path} is a folder, not a test file`)
      } else if (!readFileSync(file, 'utf8').includes(reference.testName)) {
        problems.push(`${where}: ${reference.path} has no test named "${reference.testName}"`)
      }
    }
  }
  return problems
}

/**
 * Rows whose columns are not what a reader is promised: each rule names the files that build it
 * or says it is not built, and names its tests or says it has none.
 */
export function shapeProblems(markdown: string): string[] {
  const problems: string[] = []
  for (const row of traceRows(markdown)) {
    const built = referencesOf(row.implemented, row.line).length > 0
    const proved = referencesOf(row.proved, row.line).length > 0
    if (!row.rule) problems.push(`line ${row.line}: a row without its rule`)
    if (!built && row.implemented !== notBuilt)
      problems.push(`line ${row.line}: names no file that builds the rule, nor "${notBuilt}"`)
    if (row.implemented === notBuilt && row.proved !== nothingToProve)
      problems.push(`line ${row.line}: a rule not built has nothing to prove ("${nothingToProve}")`)
    if (built && !proved && row.proved !== noTest)
      problems.push(`line ${row.line}: names no test, nor "${noTest}"`)
  }
  return problems
}

/** The items of the list under the `## Rules without a test` heading. */
export function rulesWithoutATest(markdown: string): string[] {
  const [, after = ''] = markdown.split(/^## Rules without a test\s*$/m)
  const [list = ''] = after.split(/^#{1,2}\s/m)
  return list.split('\n').filter((line) => /^[-*]\s/.test(line))
}
