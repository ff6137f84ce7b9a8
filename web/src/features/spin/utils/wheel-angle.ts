export const fullTurns = 5

/**
 * The wheel's prizes run clockwise from the top, where the pointer is. Turning the wheel by this
 * many degrees (clockwise) stops the middle of prize `index` under the pointer after `fullTurns`.
 */
export function landingAngle(index: number, count: number, turns = fullTurns): number {
  if (count <= 0) return 0
  const segment = 360 / count
  return turns * 360 + (360 - (index + 0.5) * segment)
}

/** Where each segment's label sits, in degrees clockwise from the top. */
export function segmentCentre(index: number, count: number): number {
  return (index + 0.5) * (360 / count)
}
