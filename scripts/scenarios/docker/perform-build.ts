import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { contextFilter, dockerfilePlan, type Stage } from './dockerfile-steps.ts'

/** A stage performed in a folder of its own: its root stands for the image's `/`. */
export interface BuiltStage {
  root: string
  workdir: string
  env: Record<string, string>
}

/** Copies the build context as Docker sends it: the repository less what `.dockerignore` leaves out. */
function copyContext(repo: string, to: string): void {
  const ignore = join(repo, '.dockerignore')
  const keep = contextFilter(existsSync(ignore) ? readFileSync(ignore, 'utf8') : '')
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repo, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name
      if (!keep(path)) continue
      if (entry.isDirectory()) walk(path)
      else cpSync(join(repo, path), join(to, path), { verbatimSymlinks: true })
    }
  }
  mkdirSync(to, { recursive: true })
  walk('')
}

const inside = (root: string, path: string) => join(root, path.replace(/^\/+/, ''))

/**
 * Performs a Dockerfile's stages without Docker, each in a folder under `work`: COPY from the
 * build context (the repository less `.dockerignore`) or an earlier stage, RUN as `sh -c` in the
 * stage's WORKDIR with its ARG and ENV, and `node` the Node 24 that runs this (the image's). A
 * global npm install goes into the stage's own prefix, put first on its PATH. RUN commands must
 * keep to relative paths: an absolute one would reach this machine's `/`, not the stage's.
 *
 * @example const final = performBuild(repo, 'web/Dockerfile', work, console.log) // { root, workdir, env }
 */
export function performBuild(
  repo: string,
  dockerfile: string,
  work: string,
  say: (line: string) => void = () => undefined,
): { final: BuiltStage; command: string[]; healthCheck?: string[] } {
  const plan = dockerfilePlan(readFileSync(join(repo, dockerfile), 'utf8'))
  const context = join(work, 'context')
  copyContext(repo, context)
  const built = new Map<string, BuiltStage>()
  let final: BuiltStage | undefined
  plan.stages.forEach((stage, index) => {
    final = performStage(stage, join(work, `stage-${index}`), context, built, say)
    built.set(stage.name ?? String(index), final)
  })
  return {
    final: final!,
    command: plan.command,
    ...(plan.healthCheck ? { healthCheck: plan.healthCheck } : {}),
  }
}

function performStage(
  stage: Stage,
  root: string,
  context: string,
  built: Map<string, BuiltStage>,
  say: (line: string) => void,
): BuiltStage {
  const prefix = join(root, 'usr/local')
  const env: Record<string, string> = {}
  let workdir = '/'
  mkdirSync(root, { recursive: true })
  for (const step of stage.steps) {
    if (step.kind === 'arg') env[step.name] = step.value
    else if (step.kind === 'env') Object.assign(env, step.values)
    else if (step.kind === 'workdir') {
      workdir = step.path.startsWith('/') ? step.path : join(workdir, step.path)
      mkdirSync(inside(root, workdir), { recursive: true })
    } else if (step.kind === 'copy') {
      const from = step.from ? built.get(step.from) : undefined
      if (step.from && !from) throw new Error(`COPY --from=${step.from}: no such stage before`)
      const base = from ? from.root : context
      const destination = step.destination.startsWith('/')
        ? inside(root, step.destination)
        : join(inside(root, workdir), step.destination)
      for (const source of step.sources) {
        const path = from ? inside(base, source) : join(base, source)
        if (!existsSync(path))
          throw new Error(`COPY ${source}: not in ${from ? step.from : 'the context'}`)
        const target =
          statSync(path).isDirectory() || !step.destination.endsWith('/')
            ? destination
            : join(destination, basename(source))
        mkdirSync(dirname(target), { recursive: true })
        cpSync(path, target, { recursive: true, verbatimSymlinks: true })
      }
    } else {
      if (/(^|\s)\/(?!dev\/null)/.test(step.command))
        throw new Error(`RUN ${step.command}: keep its paths relative to WORKDIR`)
      say(`RUN ${step.command}`)
      execFileSync('sh', ['-e', '-c', step.command], {
        cwd: inside(root, workdir),
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          // A build stage starts from the image's environment, not from this test runner's.
          ...withoutTestRunner(process.env),
          ...env,
          npm_config_prefix: prefix,
          PATH: [join(prefix, 'bin'), dirname(process.execPath), process.env.PATH].join(':'),
        },
      })
    }
  }
  say(`stage ${stage.name ?? stage.image}: ${relative(process.cwd(), root)}`)
  return { root, workdir, env }
}

/** The environment less what a test runner sets (NODE_ENV=test, VITEST…): no image has them. */
function withoutTestRunner(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  )
}
