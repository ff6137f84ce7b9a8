import { describe, expect, it } from 'vitest'
import {
  busyLoopMs,
  machineSpeedLine,
  ranIdle,
  referenceLoopMs,
  slowdown,
} from './machine-speed.ts'

describe('busyLoopMs', () => {
  it('times the loop in whole milliseconds', () => {
    const ms = busyLoopMs()
    expect(Number.isInteger(ms)).toBe(true)
    // No upper bound: a loaded machine may take any time. A loop the compiler dropped takes ~0.
    expect(ms).toBeGreaterThan(10)
  })
})

describe('slowdown', () => {
  it('is the time over the reference, to a tenth', () => {
    expect(slowdown(referenceLoopMs)).toBe(1)
    expect(slowdown(232)).toBe(1.6)
    expect(slowdown(73)).toBe(0.5)
  })
})

describe('machineSpeedLine', () => {
  it('gives both times, the reference and the slowdowns', () => {
    expect(machineSpeedLine({ beforeMs: 232, afterMs: 150 })).toBe(
      'machine: a fixed busy loop took 232 ms before and 150 ms after (145 ms on the idle reference machine): 1.6× and 1.0× its time',
    )
  })
})

describe('ranIdle', () => {
  it('holds when both loops are within 15% of the reference', () => {
    expect(ranIdle({ beforeMs: 150, afterMs: 166 })).toBe(true)
    expect(ranIdle({ beforeMs: 150, afterMs: 167 })).toBe(false)
    expect(ranIdle({ beforeMs: 300, afterMs: 145 })).toBe(false)
  })
})
