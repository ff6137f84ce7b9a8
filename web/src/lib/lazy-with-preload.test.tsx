import { cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyWithPreload } from './lazy-with-preload.ts'

afterEach(cleanup)

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

describe('a lazy part loaded ahead of its first render', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const Part = lazyWithPreload(async () => ({ default: Greeting }))
    await Part.preload()
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Part name="Ana" />
      </Suspense>,
    )
    expect(screen.getByText('Hello Ana')).toBeTruthy()
    expect(screen.queryByText('Waiting')).toBeNull()
  })

  it('still loads on its own when nobody preloaded it, showing the fallback meanwhile', async () => {
    const Part = lazyWithPreload(async () => ({ default: Greeting }))
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Part name="Ben" />
      </Suspense>,
    )
    expect(screen.getByText('Waiting')).toBeTruthy()
    expect(await screen.findByText('Hello Ben')).toBeTruthy()
  })

  it('hands its component over once loaded, and nothing before', async () => {
    const Part = lazyWithPreload(async () => ({ default: Greeting }))
    expect(Part.ready()).toBeUndefined()
    await Part.preload()
    expect(Part.ready()).toBe(Greeting)
  })

  it('loads the chunk once however often it is preloaded', async () => {
    let loads = 0
    const Part = lazyWithPreload(async () => {
      loads += 1
      return { default: Greeting }
    })
    await Promise.all([Part.preload(), Part.preload()])
    expect(loads).toBe(1)
  })
})
