import type { ChangeEvent, InputEvent as ReactInputEvent, InputHTMLAttributes } from 'react'
import { digitsOnly, lettersAndSpaces, type InputFilter } from './input-filters.ts'

type FilteredProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onBeforeInput' | 'onChange' | 'inputMode'
>

/**
 * Typed characters that the filter would drop are refused before they appear; pasted or
 * autofilled text is cleaned on change, so the value never holds a forbidden character.
 */
export function filteredInputProps(
  filter: InputFilter,
  value: string,
  onValueChange: (value: string) => void,
  inputMode?: FilteredProps['inputMode'],
): FilteredProps {
  return {
    value,
    inputMode,
    onBeforeInput: (event: ReactInputEvent<HTMLInputElement>) => {
      const data = event.data
      if (data && filter(data) !== data) event.preventDefault()
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => onValueChange(filter(event.target.value)),
  }
}

export function alphabetOnlyProps(
  value: string,
  onValueChange: (value: string) => void,
): FilteredProps {
  return filteredInputProps(lettersAndSpaces, value, onValueChange, 'text')
}

export function strictNumberProps(
  value: string,
  onValueChange: (value: string) => void,
): FilteredProps {
  return filteredInputProps(digitsOnly, value, onValueChange, 'numeric')
}
