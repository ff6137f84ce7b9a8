import { firstLine } from './plain-text.ts'
import { formatPlainLine, formatProgress, type ProgressState } from './progress.ts'

/**
 * On a terminal, one bar redrawn in place (failures print above it); elsewhere, a plain line per
 * finished check so that logs stay readable.
 */
export class ProgressLine {
  private readonly started = Date.now()
  private readonly state: ProgressState
  private readonly tty: boolean
  private readonly timer: NodeJS.Timeout | undefined

  constructor(total: number, stream: NodeJS.WriteStream = process.stdout) {
    this.state = { done: 0, total, passed: 0, failed: 0, elapsedMs: 0 }
    this.tty = Boolean(stream.isTTY) && !process.env.CI
    this.timer = this.tty && total ? setInterval(() => this.redraw(), 1000) : undefined
    this.timer?.unref()
  }

  finished(id: string, status: string, durationMs: number, error?: string): void {
    this.state.done += 1
    if (status === 'failed') this.state.failed += 1
    else this.state.passed += 1
    this.state.elapsedMs = Date.now() - this.started
    if (!this.tty) {
      console.log(formatPlainLine(this.state, id, status, durationMs))
      if (error) console.log(`       ${firstLine(error)}`)
      return
    }
    if (error) this.above(`✗ ${id}: ${firstLine(error)}`)
    this.redraw()
  }

  problem(text: string): void {
    if (this.tty) this.above(text)
    else console.log(text)
  }

  close(): void {
    if (this.timer) clearInterval(this.timer)
    if (this.tty) process.stdout.write('\n')
  }

  private above(text: string): void {
    process.stdout.write(`\r\u001b[2K${text}\n`)
  }

  private redraw(): void {
    this.state.elapsedMs = Date.now() - this.started
    const width = Math.max(10, Math.min(30, (process.stdout.columns ?? 100) - 70))
    process.stdout.write(`\r\u001b[2K${formatProgress(this.state, width)}`)
  }
}
