/**
 * Letters of any script, so Filipino (ñ, accented vowels) and Chinese names pass;
 * \p{M} keeps combining accents typed as separate code points.
 */
const notLetterOrSpace = /[^\p{L}\p{M} ]/gu
const notDigit = /[^0-9]/g

export function lettersAndSpaces(value: string): string {
  return value.replace(notLetterOrSpace, '')
}

export function digitsOnly(value: string): string {
  return value.replace(notDigit, '')
}

export type InputFilter = (value: string) => string
