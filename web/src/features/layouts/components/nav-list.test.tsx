import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { NavList } from './nav-list.tsx'

afterEach(cleanup)

describe('the main menu’s links', () => {
  it('opens a page of the site in place, and another site in a new tab that cannot reach back', () => {
    render(
      <MemoryRouter>
        <NavList
          items={[
            { label: 'Slots', to: '/slots' },
            { label: 'Our blog', to: 'https://blog.example/', external: true },
          ]}
        />
      </MemoryRouter>,
    )
    const page = screen.getByRole('link', { name: 'Slots' })
    expect([page.getAttribute('href'), page.getAttribute('target')]).toEqual(['/slots', null])
    const outside = screen.getByRole('link', { name: 'Our blog' })
    expect([
      outside.getAttribute('href'),
      outside.getAttribute('target'),
      outside.getAttribute('rel'),
    ]).toEqual(['https://blog.example/', '_blank', 'noopener noreferrer'])
  })
})
