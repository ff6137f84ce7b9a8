import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { startLocalSite } from '@playfront/web/local-site'
import { chromiumArgs, ensureHeadlessShell } from '../browser/chromium.ts'
import { lockReportFolderOrExit } from '../scenarios/report/run-lock.ts'
import { contactSheet } from './contact-sheet.ts'
import { galleryPlan, type Shot } from './gallery-plan.ts'
import { runTenantJob } from './take-shots.ts'

// Screenshots of every template and colour on one contact sheet: reports/gallery/index.html.
const started = performance.now()
const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url))
const outDir = fileURLToPath(new URL('../../reports/gallery/', import.meta.url))
const workers = Number(process.env.GALLERY_WORKERS ?? 2)

if (!existsSync(`${webDist}index.html`) || !existsSync(`${webDist}../dist-server/site-server.js`))
  execFileSync('pnpm', ['--filter', '@playfront/web', 'build'], { stdio: 'inherit' })
// A second gallery started meanwhile would delete this one's screenshots as it starts.
const lock = lockReportFolderOrExit(outDir, {
  tool: 'gallery',
  command: 'pnpm gallery',
  reason:
    "A gallery empties reports/gallery as it starts, so a second one would delete the first one's screenshots.",
  otherFolder: false,
})
for (const part of ['shots', 'index.html'])
  rmSync(`${outDir}${part}`, { recursive: true, force: true })
mkdirSync(`${outDir}shots`, { recursive: true })

const server = await startLocalSite({ port: 0 })
const port = Number(new URL(server.url).port)
const browser = await chromium.launch({
  executablePath: await ensureHeadlessShell(),
  args: chromiumArgs,
})
const jobs = galleryPlan()
const shots = jobs.flatMap((job) => job.shots)
const failed = new Set<string>()
let done = 0

const progress = (shot: Shot, error?: unknown) => {
  done++
  if (error) failed.add(shot.file)
  const note = error ? ` FAILED: ${String(error).split('\n')[0]}` : ''
  console.log(`[${String(done).padStart(3)}/${shots.length}] ${shot.file}${note}`)
}

const queue = [...jobs]
async function worker(): Promise<void> {
  for (let job = queue.shift(); job; job = queue.shift())
    await runTenantJob(browser, port, job, `${outDir}shots`, progress)
}

try {
  await Promise.all(Array.from({ length: workers }, worker))
} finally {
  await browser.close()
  await server.close()
}

const seconds = (performance.now() - started) / 1000
writeFileSync(`${outDir}index.html`, contactSheet(shots, failed, seconds))
console.log(
  `gallery: ${shots.length - failed.size}/${shots.length} screenshots in ${seconds.toFixed(1)} s -> reports/gallery/index.html`,
)
lock.release()
if (failed.size) process.exit(1)
