// Many rounds of 5 contenders over a stale lock, against the module named in argv[2].
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
const mod = process.argv[2]!
const rounds = Number(process.argv[3] ?? 40)
const legacy = process.argv[4] === 'legacy'
const script = `
import { lockReportFolder } from ${JSON.stringify(mod)}
import { createInterface } from 'node:readline'
let held
for await (const line of createInterface({ input: process.stdin })) {
  const [cmd, dir] = line.split(' ')
  if (cmd === 'try') {
    try { held = lockReportFolder(dir, { warn: () => {} }); process.stdout.write('won\\n') }
    catch (e) { process.stdout.write(e.constructor.name === 'ReportFolderBusy' ? 'busy\\n' : 'error ' + String(e).split('\\n')[0] + '\\n') }
  } else if (cmd === 'release') { held?.release(); held = undefined; process.stdout.write('released\\n') }
}`
const kids = Array.from({ length: 5 }, () => {
  const c = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] })
  const lines: string[] = []; const waiters: (() => void)[] = []
  let buf = ''
  c.stdout.on('data', (d) => { buf += d; let i; while ((i = buf.indexOf('\n')) >= 0) { lines.push(buf.slice(0, i)); buf = buf.slice(i + 1); waiters.splice(0).forEach((w) => w()) } })
  const next = () => new Promise<string>((r) => { const t = () => lines.length ? r(lines.shift()!) : waiters.push(t); t() })
  return { c, next }
})
const work = mkdtempSync(join(tmpdir(), 'race-'))
let bad = 0
for (let r = 0; r < rounds; r++) {
  const dir = join(work, `r${r}`)
  mkdirSync(dir)
  const holder = { pid: 2 ** 22 + 1, host: hostname(), startedAt: 'x', command: 'c', token: `t-${r}` }
  if (legacy) writeFileSync(join(dir, '.run-lock'), JSON.stringify(holder))
  else { mkdirSync(join(dir, '.run-lock')); writeFileSync(join(dir, '.run-lock', `holder-t-${r}.json`), JSON.stringify(holder)) }
  for (const k of kids) k.c.stdin.write(`try ${dir}\n`)
  const res = await Promise.all(kids.map((k) => k.next()))
  if (res.filter((x) => x === 'won').length !== 1) { bad++; console.log(`round ${r}: ${res.join(', ')}`) }
  for (const [i, k] of kids.entries()) if (res[i] === 'won') { k.c.stdin.write('release x\n'); await k.next() }
}
console.log(`${rounds} rounds, ${bad} let in other than one`)
for (const k of kids) k.c.stdin.end()
