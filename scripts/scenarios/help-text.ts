import { themeCodes } from '@playfront/contract/themes'
import { flowNames, locales, saferPlayFlowNames } from './matrix.ts'

export const helpText = `pnpm scenarios [flags]            replay QA's flows for every template x locale
pnpm scenarios merge <dir...>     merge the report folders of several shards
pnpm scenarios approve <ids...>   accept the new look of these changed cells (as the report lists them)

  --template a,b     templates (default all): ${themeCodes.join(', ')}
  --locale a,b       locales (default all): ${locales.join(', ')}
  --flow a,b         flows (default: all but the visual ones): ${flowNames.join(', ')}
                     safer play and identity (${saferPlayFlowNames.join(', ')}): limits, breaks,
                     the reality check and a withdrawal held for identity, as the demo player of a reset mock
  --colours all      every template in each of its 5 colours (default: the seeded colour)
  --base-url URL     use a running site and mock (e.g. http://localhost:8080) instead of one per worker
  --backend URL      run against another backend (staging): each worker serves the built site and
                     forwards the contract's calls there; flows that need the mock's control API
                     are skipped, with the reason
  --domain PATTERN   with --backend, its tenants' host names, {template} for the theme code
                     (default {template}.localhost, the mock's); the browser opens them on this machine
  --account ID       the player the flows log in as (default demo), with --password PW
  --workers N        parallel browsers (default: as many as keep the free cores busy, by the CPU
                     a worker used in the last run; one per core the first time; 1 with --base-url)
  --shard i/n        run the i-th of n slices (one per machine), then merge the report folders;
                     balanced by time with --durations FILE, else split in order
  --break a,b        deliberately break these flows (startup answers -500) to see the grid go red
  --durations FILE   history.json or grid.json of an earlier run (the last merge's): every machine must pass the same one
  --visual           compare the key screens (phone 390 px, desktop 1440 px) with their baselines
  --update           write the visual shots as the new baselines instead of comparing
  --baselines DIR    the baselines folder (default scripts/scenarios/baselines)
  --site DIR         serve this built site instead of web/dist
  --only-changed [ref]  only the checks the files changed since ref can affect (default HEAD:
                     what is not committed yet; on a branch, origin/main: what the branch
                     changed), as Playwright's flag of that name
  --last-failed      re-run only the cells that failed, changed or were flaky last time
  --grep RE          only the checks whose id (casino1.en.login, as --list prints them) matches
                     RE; --grep-invert RE leaves those out; as Playwright's flags of those names
  --list             print the checks of the selection (and, with --only-changed, why) and run none
  --out DIR          report folder (default reports/scenarios)
  --help             this text

Exit code: 0 when every cell passed, 1 when any failed, 2 on a bad flag, 3 when another run
is writing the report folder (--out), 130 when stopped with Ctrl-C.`
