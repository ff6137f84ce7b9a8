const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/** Playwright's error messages carry terminal colours; the report and the summary want plain text. */
export const stripAnsi = (text: string) => text.replace(ansiColour, '')

export function firstLine(text: string): string {
  return stripAnsi(text).split('\n').find((l) => l.trim())?.trim() ?? ''
}
