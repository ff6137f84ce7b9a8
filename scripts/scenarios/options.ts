import { availableParallelism } from 'node:os'
import { themeCodes, type ThemeCode } from '@playfront/contract/themes'
import {
  behaviourFlowNames,
  flowNames,
  isVisualFlow,
  buildMatrix,
  locales,
  matchesGrep,
  visualFlowNames,
  type FlowName,
  type Locale,
} from './matrix.ts'
import { defaultBaselinesDir } from './visual/baseline-files.ts'
import { FlagError } from './flag-error.ts'
import { httpOrigin } from './http-origin.ts'
import { checks } from './plain-text.ts'
import { parseShard, type Shard } from './shard.ts'
import type { SiteBuild } from './report/grid.ts'
import { backendFlags, type Player, type StagingBackend } from './backend-flags.ts'

export interface RunOptions {
  command: 'run'
  templates: ThemeCode[]
  locales: Locale[]
  flows: FlowName[]
  colours: 'seeded' | 'all'
  breaks: FlowName[]
  baseUrl?: string
  /** `--backend`: each worker's site forwards the contract's calls there; flows that need the mock are skipped. */
  backend?: StagingBackend
  /** Who logs in where a flow needs a player (`--account`, `--password`; the demo player by default). */
  player: Player
  shard?: Shard
  workers: number
  /** No `--workers` and no `--base-url`: the runner picks the count from what the machine can take. */
  autoWorkers: boolean
  outDir: string
  /** Compare the visual flows with their baselines (`--visual` also adds them to the selection). */
  visual: boolean
  /** `--update`: write every visual shot as its baseline instead of comparing. */
  update: boolean
  /** Where the baselines live (`--baselines`, default scripts/scenarios/baselines). */
  baselinesDir: string
  /** `--last-failed`: re-run only the cells that failed, changed or were flaky in the last run. */
  lastFailed: boolean
  /**
   * `--only-changed [ref]`: run only the checks that the files changed since `ref` (`HEAD` when
   * none is given: what is not committed yet) can affect, as Playwright's flag of that name.
   */
  onlyChanged?: string
  /** `--list`: print the checks of the selection instead of running them. */
  list: boolean
  /** `--grep RE`: only the checks whose id (`casino1.en.login`) the pattern matches, as Playwright's flag. */
  grep?: string
  /** `--grep-invert RE`: leave out the checks whose id the pattern matches, as Playwright's flag. */
  grepInvert?: string
  /** `--site DIR`: a built site to serve instead of web/dist. */
  site?: string
  /** `--durations FILE`: the history.json or grid.json whose durations balance the shards. */
  durations?: string
  /** The cell ids to run, when narrowed by `--last-failed` or `--only-changed` (set by the runner). */
  only?: string[]
  /** The copy of web/dist the workers serve (set by the runner). */
  siteDir?: string
  /** The build the run's site comes from (set by the runner, read from the site's builds/latest.json). */
  siteBuild?: SiteBuild
  /** The busy loop's time just before the checks started (set by the runner, bench/machine-speed.ts). */
  machineBeforeMs?: number
}

export interface ApproveOptions {
  command: 'approve'
  ids: string[]
  outDir: string
  baselinesDir: string
}

export interface MergeOptions {
  command: 'merge'
  inputs: string[]
  outDir: string
}

export interface HelpOptions {
  command: 'help'
}

export type ScenarioOptions = RunOptions | MergeOptions | ApproveOptions | HelpOptions

export const defaultOutDir = 'reports/scenarios'

const valueFlags = [
  'template',
  'locale',
  'flow',
  'colours',
  'break',
  'base-url',
  'shard',
  'workers',
  'out',
  'baselines',
  'site',
  'durations',
  'grep',
  'grep-invert',
  'backend',
  'domain',
  'account',
  'password',
] as const
type ValueFlag = (typeof valueFlags)[number]
const aliases: Record<string, ValueFlag> = {
  colors: 'colours',
  templates: 'template',
  locales: 'locale',
  flows: 'flow',
}
const switches = ['merge', 'help', 'visual', 'update', 'last-failed', 'list'] as const
/** Flags whose value may be left out, as Playwright's `--only-changed [ref]`: the default is given. */
const optionalValueFlags: Record<string, string> = { 'only-changed': 'HEAD' }

function listOf<T extends string>(flag: string, raw: string, valid: readonly T[]): T[] {
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const unknown = items.filter((item) => !valid.includes(item as T))
  if (unknown.length || !items.length)
    throw new FlagError(
      `--${flag}: unknown value ${unknown.join(', ') || '(empty)'}. Valid values: ${valid.join(', ')}`,
    )
  return items as T[]
}

/** A `--grep` or `--grep-invert` pattern, checked to be a regular expression. */
function pattern(flag: string, raw: string): string {
  try {
    new RegExp(raw)
  } catch (error) {
    throw new FlagError(`--${flag}: not a regular expression: ${(error as Error).message}`)
  }
  return raw
}

function positiveInteger(flag: string, raw: string): number {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1)
    throw new FlagError(`--${flag}: expected a whole number of 1 or more, got '${raw}'`)
  return value
}

interface Tokens {
  values: Partial<Record<ValueFlag | keyof typeof optionalValueFlags, string>>
  switched: Set<(typeof switches)[number]>
  positionals: string[]
}

const validFlags = () =>
  [...valueFlags, ...Object.keys(optionalValueFlags), ...switches].map((f) => `--${f}`).join(', ')

function tokenize(argv: readonly string[]): Tokens {
  const tokens: Tokens = { values: {}, switched: new Set(), positionals: [] }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (!arg.startsWith('--')) {
      tokens.positionals.push(arg)
      continue
    }
    const [rawName, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined]
    const name = aliases[rawName] ?? rawName
    if ((switches as readonly string[]).includes(name)) {
      tokens.switched.add(name as (typeof switches)[number])
      continue
    }
    if (name in optionalValueFlags) {
      const next = argv[i + 1]
      const given = inline ?? (next !== undefined && !next.startsWith('--') ? argv[++i] : undefined)
      if (given === '') throw new FlagError(`--${name}= needs a value, or none at all`)
      tokens.values[name] = given ?? optionalValueFlags[name]
      continue
    }
    if (!(valueFlags as readonly string[]).includes(name))
      throw new FlagError(`Unknown flag --${rawName}. Valid flags: ${validFlags()}`)
    const value = inline ?? argv[++i]
    if (value === undefined || value.startsWith('--'))
      throw new FlagError(`--${name} needs a value`)
    tokens.values[name as ValueFlag] = value
  }
  return tokens
}

/**
 * Reads the command line of `pnpm scenarios`.
 *
 * @example parseFlags(['--template', 'slot2', '--locale', 'zh']).templates // ['slot2']
 */
export function parseFlags(
  argv: readonly string[],
  cores = availableParallelism(),
): ScenarioOptions {
  const { values, switched, positionals } = tokenize(argv)
  if (switched.has('help')) return { command: 'help' }
  const outDir = values.out ?? defaultOutDir
  if (switched.has('merge') || positionals[0] === 'merge') {
    const inputs = positionals[0] === 'merge' ? positionals.slice(1) : positionals
    if (!inputs.length)
      throw new FlagError(
        'merge: name the report folders of the shards, e.g. pnpm scenarios merge shard-1 shard-2',
      )
    return { command: 'merge', inputs, outDir }
  }
  const baselinesDir = values.baselines ?? defaultBaselinesDir
  if (positionals[0] === 'approve') {
    if (positionals.length < 2)
      throw new FlagError(
        'approve: name the changed cells to accept, as the report lists them, e.g. pnpm scenarios approve casino1.en.visual-home',
      )
    return { command: 'approve', ids: positionals.slice(1), outDir, baselinesDir }
  }
  if (positionals.length)
    throw new FlagError(
      `Unexpected argument '${positionals[0]}'. Commands: merge, approve. Valid flags: ${validFlags()}`,
    )
  const colours = values.colours ?? 'seeded'
  if (colours !== 'all' && colours !== 'seeded')
    throw new FlagError(`--colours: unknown value ${colours}. Valid values: all, seeded`)
  const url =
    values['base-url'] === undefined
      ? undefined
      : httpOrigin(
          '--base-url',
          values['base-url'],
          'a running site, such as http://localhost:8080',
        )
  // Each machine would read the cells to re-run from its own folder's history (a shard's folder
  // knows only its own failures) and then run only its slice of them: most would run nowhere.
  if (values.shard && switched.has('last-failed'))
    throw new FlagError(
      "--last-failed re-runs the last run's failures on one machine, not in shards: drop --shard, and name the folder whose history holds them with --out (a merge's folder for a sharded run)",
    )
  if (switched.has('last-failed') && values['only-changed'] !== undefined)
    throw new FlagError(
      '--last-failed and --only-changed each choose the checks to run: give one of them (the failures of the last run, or what a change can affect)',
    )
  const selection: Pick<
    RunOptions,
    'templates' | 'locales' | 'flows' | 'colours' | 'grep' | 'grepInvert'
  > = {
    templates: values.template ? listOf('template', values.template, themeCodes) : [...themeCodes],
    locales: values.locale ? listOf('locale', values.locale, locales) : [...locales],
    flows: selectedFlows(values.flow, switched.has('visual') || switched.has('update')),
    colours,
    ...(values.grep !== undefined ? { grep: pattern('grep', values.grep) } : {}),
    ...(values['grep-invert'] !== undefined
      ? { grepInvert: pattern('grep-invert', values['grep-invert']) }
      : {}),
  }
  if (selection.grep !== undefined || selection.grepInvert !== undefined) {
    const all = buildMatrix(selection)
    if (!all.some((cell) => matchesGrep(cell.id, selection)))
      throw new FlagError(
        `--grep and --grep-invert leave none of the ${checks(all.length)} of the selection: they match the ids as --list prints them, e.g. ${all[0]?.id ?? 'casino1.en.startup'}`,
      )
  }
  return {
    command: 'run',
    ...selection,
    breaks: values.break ? listOf('break', values.break, flowNames) : [],
    ...(url ? { baseUrl: url } : {}),
    ...backendFlags(values),
    ...(values.shard ? { shard: parseShard(values.shard) } : {}),
    workers: values.workers ? positiveInteger('workers', values.workers) : url ? 1 : cores,
    autoWorkers: !values.workers && !url,
    outDir,
    visual: switched.has('visual') || switched.has('update'),
    update: switched.has('update'),
    baselinesDir,
    lastFailed: switched.has('last-failed'),
    ...(values['only-changed'] !== undefined ? { onlyChanged: values['only-changed'] } : {}),
    list: switched.has('list'),
    ...(values.site ? { site: values.site } : {}),
    ...(values.durations ? { durations: values.durations } : {}),
  }
}

/** `--flow` as given (behaviour flows by default); `--visual` adds the visual flows unless `--flow` already names some. */
function selectedFlows(raw: string | undefined, visual: boolean): FlowName[] {
  const flows: FlowName[] = raw ? listOf('flow', raw, flowNames) : [...behaviourFlowNames]
  if (visual && !flows.some(isVisualFlow)) flows.push(...visualFlowNames)
  return flows
}
