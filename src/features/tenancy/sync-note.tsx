import { css } from '../../../styled-system/css'
import { InfoIcon } from '../../ui/index.ts'

export function syncNoteText(softwareName: string | null): string {
  const software = softwareName ?? 'your property management software'
  return `Tenancy details of this property are synced from ${software} and cannot be changed here. Changes made in ${software} can take up to 24 hours to appear.`
}

/** Integrated properties are read-only here (spec §4): say where the data comes from and how soon it updates. */
export function SyncNote({ softwareName }: { softwareName: string | null }) {
  return (
    <p
      className={css({
        display: 'flex',
        gap: '2',
        alignItems: 'flex-start',
        bg: 'brand.50',
        color: 'brand.900',
        borderRadius: 'md',
        p: '3',
        mb: '4',
        fontSize: 'sm',
      })}
    >
      <InfoIcon size={18} className={css({ flexShrink: 0, mt: '0.5' })} />
      <span>{syncNoteText(softwareName)}</span>
    </p>
  )
}
