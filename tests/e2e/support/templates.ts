export const templates = [
  'casino1', 'casino2', 'casino3', 'casino4', 'casino5', 'casino6', 'casino7',
  'slot1', 'slot2', 'slot3', 'slot4', 'slot5', 'slot6', 'slot7', 'sportsbook1',
] as const
