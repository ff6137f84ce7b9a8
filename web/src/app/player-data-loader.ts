import { loadPlayerData } from '../features/auth/api/player-data.ts'

/** What `restorePlayer` loads: only ever imported on demand, so a guest never downloads it. */
export default loadPlayerData
