import { BetSlip } from '../features/layouts/components/bet-slip.tsx'
import type { LayoutVariant } from '../features/layouts/layout-variant.ts'
import { LayoutWinners } from './layout-winners.tsx'

/** The right column comes in its own chunk: only wide screens show it. */
export default function LayoutRail({ kind }: { kind: LayoutVariant['rail'] }) {
  return kind === 'betslip' ? <BetSlip /> : <LayoutWinners />
}
