/**
 * The steps of a Dockerfile, read so that a test can perform them without Docker: stages with
 * their ARG, ENV, WORKDIR, COPY and RUN in order, and the last stage's CMD and HEALTHCHECK. Only
 * what web/Dockerfile uses is understood; anything else is refused by name, so that a new
 * instruction cannot pass untested.
 */

export type Step =
  | { kind: 'arg'; name: string; value: string }
  | { kind: 'env'; values: Record<string, string> }
  | { kind: 'workdir'; path: string }
  | { kind: 'copy'; from?: string; sources: string[]; destination: string }
  | { kind: 'run'; command: string }

export interface Stage {
  image: string
  name?: string
  steps: Step[]
}

export interface DockerfilePlan {
  stages: Stage[]
  /** The last stage's command, exec form. */
  command: string[]
  /** The last stage's health check command, exec form, if any. */
  healthCheck?: string[]
}

/** Instructions that change nothing a test without Docker can perform. */
const noEffect = new Set(['USER', 'EXPOSE', 'LABEL'])

/** Joins continued lines and drops comments: one instruction a line. */
function instructions(text: string): string[] {
  return text
    .replace(/\\\r?\n/g, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
}

function execForm(instruction: string, raw: string): string[] {
  try {
    const parsed = JSON.parse(raw) as unknown
    if (Array.isArray(parsed) && parsed.every((part) => typeof part === 'string')) return parsed
  } catch {
    // refused below
  }
  throw new Error(`${instruction} ${raw}: only the exec form (a JSON array) is understood`)
}

function keyValues(raw: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const pair of raw.split(/\s+/)) {
    const [key, value] = pair.split(/=(.*)/s, 2)
    if (!key || value === undefined) throw new Error(`ENV ${raw}: write ENV KEY=value`)
    values[key] = value
  }
  return values
}

/**
 * Reads a Dockerfile into its stages and the final command.
 *
 * @example dockerfilePlan(readFileSync('web/Dockerfile', 'utf8')).command // ['node', 'dist-server/main.js']
 */
export function dockerfilePlan(text: string): DockerfilePlan {
  const stages: Stage[] = []
  let command: string[] | undefined
  let healthCheck: string[] | undefined
  for (const line of instructions(text)) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/s.exec(line) ?? []
    const instruction = keyword.toUpperCase()
    if (instruction === 'FROM') {
      const [, image = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest) ?? []
      stages.push({ image, ...(name ? { name } : {}), steps: [] })
      command = undefined
      healthCheck = undefined
      continue
    }
    const stage = stages.at(-1)
    if (!stage) throw new Error(`${instruction} before any FROM`)
    if (instruction === 'ARG') {
      const [name = '', value = ''] = rest.split(/=(.*)/s, 2)
      stage.steps.push({ kind: 'arg', name, value })
    } else if (instruction === 'ENV') stage.steps.push({ kind: 'env', values: keyValues(rest) })
    else if (instruction === 'WORKDIR') stage.steps.push({ kind: 'workdir', path: rest })
    else if (instruction === 'RUN') {
      if (rest.startsWith('--') || rest.startsWith('['))
        throw new Error(`RUN ${rest}: only a plain shell command is understood`)
      stage.steps.push({ kind: 'run', command: rest })
    } else if (instruction === 'COPY') {
      const words = rest.split(/\s+/)
      const from = /^--from=(\S+)$/.exec(words[0] ?? '')?.[1]
      const paths = from ? words.slice(1) : words
      if (paths.some((p) => p.startsWith('--') || /[*?[]/.test(p)) || paths.length < 2)
        throw new Error(
          `COPY ${rest}: only COPY [--from=stage] source... destination is understood`,
        )
      stage.steps.push({
        kind: 'copy',
        ...(from ? { from } : {}),
        sources: paths.slice(0, -1),
        destination: paths.at(-1)!,
      })
    } else if (instruction === 'CMD') command = execForm('CMD', rest)
    else if (instruction === 'HEALTHCHECK') {
      const [, raw = ''] = /\bCMD\s+(.*)$/s.exec(rest) ?? []
      healthCheck = execForm('HEALTHCHECK', raw)
    } else if (!noEffect.has(instruction))
      throw new Error(`${instruction}: not understood by this reading of the Dockerfile`)
  }
  if (!stages.length || !command) throw new Error('the Dockerfile has no FROM or no CMD')
  return { stages, command, ...(healthCheck ? { healthCheck } : {}) }
}

/**
 * Whether `.dockerignore` leaves a path (relative, with `/`) out of the build context: a pattern
 * matches the path or a folder above it; `*` within a name, `**` across folders.
 *
 * @example contextFilter('**\/node_modules\nreports')('web/node_modules/x.js') // false
 */
export function contextFilter(dockerignore: string): (path: string) => boolean {
  const patterns = dockerignore
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const bad = patterns.find((p) => p.startsWith('!'))
  if (bad) throw new Error(`.dockerignore: exceptions (${bad}) are not understood here`)
  const expressions = patterns.map((pattern) => {
    const body = pattern
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .map((part) =>
        part === '**'
          ? '(?:.*)'
          : part
              .replace(/[.+^${}()|[\]\\]/g, '\\$&')
              .replace(/\*/g, '[^/]*')
              .replace(/\?/g, '[^/]'),
      )
      .join('/')
      .replace(/\(\?:\.\*\)\//g, '(?:.*/)?')
    return new RegExp(`^${body}(?:/.*)?$`)
  })
  return (path) => !expressions.some((expression) => expression.test(path))
}
