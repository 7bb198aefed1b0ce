import { SERVICES } from '../../contract/catalog.ts'

export type ServiceOption = { id: number; name: string }

/**
 * The services to filter by for the agency's state: Gas and Electrical apply to VIC only (foundations §6). A
 * service already in the URL stays offered, so a link from elsewhere can still be unticked.
 */
export function serviceOptions(state: string, chosen: readonly number[] = []): ServiceOption[] {
  return SERVICES.filter(
    (s) => s.stateCodes === null || s.stateCodes.some((code) => code === state) || chosen.includes(s.id),
  ).map(({ id, name }) => ({ id, name }))
}

/** The catalogue's name for a listed service ('Smoke Alarm'), or the short name the list sent. */
export function serviceName(serviceId: number, shortName: string): string {
  return SERVICES.find((s) => s.id === serviceId)?.name ?? shortName
}
