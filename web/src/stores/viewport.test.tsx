import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setViewport, useViewport } from './viewport.ts'

function Probe() {
  return <output aria-label="breakpoint">{useViewport()}</output>
}

afterEach(cleanup)

describe('viewport store', () => {
  it('starts on desktop and re-renders readers on change', () => {
    render(<Probe />)
    expect(screen.getByRole('status', { name: 'breakpoint' })).toHaveProperty(
      'textContent',
      'desktop',
    )
    act(() => setViewport('mobileWide'))
    expect(screen.getByRole('status', { name: 'breakpoint' })).toHaveProperty(
      'textContent',
      'mobileWide',
    )
  })
})
