import { writeFileSync } from 'node:fs'
import { generatedCss } from '../src/features/palettes/palette-css.ts'

// Palettes are TS data; the CSS is written from it and a unit test fails when it is stale.
const dir = new URL('../src/features/palettes/generated/', import.meta.url)
for (const [file, css] of Object.entries(generatedCss())) writeFileSync(new URL(file, dir), css)
console.log(`palettes: wrote ${Object.keys(generatedCss()).length} files`)
