import type { AgencyRecord, SuburbRecord } from './context.ts'
import { STREET_NAMES, STREET_TYPES } from './data/names.ts'
import { isSunshineCoast } from './data/suburbs.ts'
import type { Rng } from './random.ts'

/** Most agencies work in one area of their state. */
export function isLocal(agency: AgencyRecord, suburb: SuburbRecord): boolean {
  const n = Number(suburb.postcode)
  if (agency.name === 'Sunshine Coast Realty') return isSunshineCoast(suburb.postcode)
  if (agency.name === 'Bayside Rentals') return n >= 3181 && n <= 3207
  if (agency.name === 'Harbour & Co Property') return n >= 2000 && n <= 2099
  return true
}

export function streetAddress(rng: Rng): string {
  let number = String(rng.int(1, 240))
  if (rng.chance(0.04)) number += rng.pick(['A', 'B'])
  const street = `${number} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES)}`
  const unit = rng.weighted([
    ['', 72],
    ['unit', 16],
    ['slash', 12],
  ] as const)
  if (unit === 'unit') return `Unit ${rng.int(1, 24)}/${street}`
  if (unit === 'slash') return `${rng.int(1, 12)}/${street}`
  return street
}

/** One line: "Unit 3/12 Smith Street, Brighton VIC 3186". */
export function fullAddress(plan: { line1: string; suburb: SuburbRecord }): string {
  return `${plan.line1}, ${plan.suburb.name} ${plan.suburb.stateCode} ${plan.suburb.postcode}`
}

/** "olivia.bennett" from "Olivia Bennett" (for email addresses). */
export function emailLocalPart(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/ +/g, '.')
}
