import type { PropertyManager } from '../../contract/agency.ts'

/** The options of a property-manager select, after a first option that stands for "none chosen". */
export function PropertyManagerOptions({ managers, emptyLabel }: { managers: PropertyManager[]; emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {managers.map((m) => (
        <option key={m.id} value={m.id}>
          {m.name}
        </option>
      ))}
    </>
  )
}
