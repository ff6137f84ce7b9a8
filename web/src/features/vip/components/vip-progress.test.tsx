import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { VipProgress } from './vip-progress.tsx'

afterEach(cleanup)

describe('VipProgress', () => {
  const rows: [string, { percent: number; want: string; shown: string }][] = [
    ['no progress yet', { percent: 0, want: '0', shown: '0%' }],
    ['half-way', { percent: 50, want: '50', shown: '50%' }],
    ['a fraction is shown whole', { percent: 33.33, want: '33.33', shown: '33%' }],
    ['exactly at the target', { percent: 100, want: '100', shown: '100%' }],
    ['past the target is capped', { percent: 250, want: '100', shown: '100%' }],
    ['below zero is empty', { percent: -5, want: '0', shown: '0%' }],
    ['not a number is empty', { percent: Number.NaN, want: '0', shown: '0%' }],
  ]
  it.each(rows)('%s', (_, { percent, want, shown }) => {
    render(<VipProgress label="Deposit progress" percent={percent} detail="detail" />)
    const bar = screen.getByRole('progressbar', { name: 'Deposit progress' })
    expect(bar.getAttribute('aria-valuenow')).toBe(want)
    expect(bar.getAttribute('aria-valuemax')).toBe('100')
    expect(screen.getByText(shown)).toBeTruthy()
  })
})
