/**
 * What a command costs in CPU, for comparing runs of the matrix whatever they print themselves
 * (an older runner printed none): `pnpm exec node scripts/scenarios/cpu/cpu-of.ts -- pnpm scenarios …`.
 * Runs the command, with its output, then prints its process tree's CPU time (every process
 * looked at ten times a second, so Chromium's renderers count even when no one waits for them;
 * what a process spends in its last tenth of a second is missed), its
 * wall time and how busy the machine's cores were meanwhile; exits with the command's code.
 */
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { machineTicks, TreeCpuWatch } from './process-cpu.ts'

const args = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'))
if (!args.length) {
  console.error('usage: pnpm exec node scripts/scenarios/cpu/cpu-of.ts -- <command> [args…]')
  process.exit(2)
}
const ticks = machineTicks()
const started = performance.now()
const watch = new TreeCpuWatch(process.pid, 100)
const child = spawn(args[0]!, args.slice(1), { stdio: 'inherit' })
const code = await new Promise<number>((done) => child.on('close', (c) => done(c ?? 1)))
const cpuMs = watch.stop()
const wallMs = performance.now() - started
const after = machineTicks()
const busy =
  ticks && after ? (after.busy - ticks.busy) / Math.max(1, after.total - ticks.total) : undefined
console.log(
  `cpu-of: ${(cpuMs / 1000).toFixed(1)} CPU-s in ${(wallMs / 1000).toFixed(1)} s of wall time${busy === undefined ? '' : `; the ${availableParallelism()} cores ${Math.round(busy * 100)}% busy`}: ${args.join(' ')}`,
)
process.exit(code)
