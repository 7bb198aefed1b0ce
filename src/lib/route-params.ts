/**
 * A positive whole-number id from a URL segment, or 0 (which names nothing, so the page shows its
 * not-found state). Deliberately free of the contract: route configs load with the first screen.
 */
export function idFromParam(raw: string): number {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 0
}
