const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/** Playwright's error messages carry terminal colours; the report and the summary want plain text. */
export const stripAnsi = (text: string) => text.replace(ansiColour, '')

/**
 * The line of an error worth a summary: its first line, with the locator it waited for.
 *
 * @example firstLine('Error: expect(locator).toBeVisible() failed\n\nLocator: getByRole(...)')
 */
export function firstLine(text: string): string {
  const lines = stripAnsi(text)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const locator = lines.find((l) => l.startsWith('Locator: '))
  return [lines[0] ?? '', locator].filter(Boolean).join(' ')
}

/** A count of checks as a line says it: `1 check`, `2 checks`. */
export const checks = (n: number) => `${n} ${n === 1 ? 'check' : 'checks'}`
