// `pnpm gen` writes contract/generated/* from contract/openapi.yaml;
// `pnpm gen:check` writes nothing and exits 1 naming each stale file.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { contractPath, findStale, renderGenerated } from './generate-contract.ts'

const checkOnly = process.argv.includes('--check')
const files = await renderGenerated()

if (checkOnly) {
  const stale = await findStale(files)
  if (stale.length > 0) {
    for (const path of stale) console.error(`stale: contract/${path} (run \`pnpm gen\`)`)
    process.exit(1)
  }
  console.log('contract/generated is up to date')
} else {
  for (const file of files) {
    const target = contractPath(file.path)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, file.text)
    console.log(`wrote contract/${file.path}`)
  }
}
