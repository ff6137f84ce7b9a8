import { themeCodes } from '@playfront/contract/themes'
import { flowNames, locales } from './matrix.ts'

export const helpText = `pnpm scenarios [flags]            replay QA's flows for every template x locale
pnpm scenarios merge <dir...>     merge the report folders of several shards

  --template a,b     templates (default all): ${themeCodes.join(', ')}
  --locale a,b       locales (default all): ${locales.join(', ')}
  --flow a,b         flows (default all): ${flowNames.join(', ')}
  --colours all      every template in each of its 5 colours (default: the seeded colour)
  --base-url URL     use a running site and mock (e.g. http://localhost:8080) instead of one per worker
  --workers N        parallel browsers (default: the number of cores; 1 with --base-url)
  --shard i/n        run the i-th of n slices (one per machine), then merge the report folders
  --break a,b        deliberately break these flows (startup answers -500) to see the grid go red
  --out DIR          report folder (default reports/scenarios)
  --help             this text

Exit code: 0 when every cell passed, 1 when any failed, 2 on a bad flag.`
