import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { alphabetOnlyProps, strictNumberProps } from './filtered-input-props.ts'

function NameAndPhone() {
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  return (
    <form>
      <label>
        Full name
        <input {...alphabetOnlyProps(name, setName)} />
      </label>
      <label>
        Phone
        <input {...strictNumberProps(phone, setPhone)} />
      </label>
    </form>
  )
}

afterEach(cleanup)

describe('filtered inputs', () => {
  const rows: [
    string,
    { given: { field: string; typed?: string; pasted?: string }; want: string },
  ][] = [
    [
      'typing a name with digits keeps the letters',
      { given: { field: 'Full name', typed: 'Ana 2 Cruz' }, want: 'Ana  Cruz' },
    ],
    [
      'pasting a name with symbols keeps letters and spaces',
      { given: { field: 'Full name', pasted: 'Niño #1' }, want: 'Niño ' },
    ],
    [
      'typing a phone with a sign keeps the digits',
      { given: { field: 'Phone', typed: '+63-917' }, want: '63917' },
    ],
    [
      'pasting a formatted phone keeps the digits',
      { given: { field: 'Phone', pasted: '(0917) 123 4567' }, want: '09171234567' },
    ],
  ]
  it.each(rows)('%s', async (_, { given, want }) => {
    const user = userEvent.setup()
    render(<NameAndPhone />)
    const input = screen.getByRole('textbox', { name: given.field })
    await user.click(input)
    if (given.typed) await user.keyboard(given.typed)
    if (given.pasted) await user.paste(given.pasted)
    expect(input).toHaveProperty('value', want)
  })

  it('asks phones for the numeric keyboard', () => {
    render(<NameAndPhone />)
    expect(screen.getByRole('textbox', { name: 'Phone' }).getAttribute('inputmode')).toBe('numeric')
  })
})
