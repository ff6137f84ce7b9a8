const sheets = import.meta.glob(['./generated/*.css', '!./generated/base.css'])

/** Each theme code's five palettes are one stylesheet: a visit fetches only its tenant's. */
export function loadPalette(themeCode: string): Promise<unknown> {
  return sheets[`./generated/${themeCode}.css`]?.() ?? Promise.resolve()
}
