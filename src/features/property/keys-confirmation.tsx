import type { UseMutationResult } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import type { UpdateKeysVariables } from '../../api/property.ts'
import type { PropertyManager } from '../../contract/agency.ts'
import { REQUEST_SUBMIT_ERROR } from '../../contract/holds.ts'
import type { KeyPickupLocation, PropertyDetail, UpdateKeysBody } from '../../contract/property.ts'
import type { QueuedWrite } from '../../offline/outbox/result.ts'
import { Button } from '../../ui/index.ts'
import { KeyDetails } from './key-details.tsx'
import { keysSummaryItems } from './keys-outbox.ts'
import { DialogActions, SubmitError } from './property-dialog.tsx'
import { DetailList } from './section-card.tsx'

export type SaveKeys = UseMutationResult<PropertyDetail | QueuedWrite, Error, UpdateKeysVariables>

export const stepIntro = css({ color: 'fg.muted', mb: '4' })
export const fieldsetClass = css({ borderTopWidth: '1px', borderColor: 'border', pt: '4', mt: '2' })
export const groupTitle = css({ fontSize: 'md', fontWeight: 'bold', mb: '3' })

/** Step 2: what will be saved, in words, before it is; after a conflict, theirs below it. */
export function KeysConfirmation({
  value,
  theirs,
  managers,
  locations,
  save,
  onBack,
  onSave,
}: {
  value: UpdateKeysBody
  /** The key details someone else saved since this edit started (a 409). */
  theirs: PropertyDetail | null
  managers: PropertyManager[]
  locations: KeyPickupLocation[]
  save: SaveKeys
  onBack: () => void
  onSave: () => void
}) {
  return (
    <div>
      <p className={stepIntro}>Step 2 of 2: please check the key details before you save them.</p>
      <DetailList items={keysSummaryItems(value, managers, locations)} />
      {save.error && <SubmitError error={save.error} title={REQUEST_SUBMIT_ERROR} />}
      {theirs && (
        <section aria-labelledby="keys-theirs" className={fieldsetClass}>
          <h3 id="keys-theirs" className={groupTitle}>
            Saved by someone else
          </h3>
          <KeyDetails property={theirs} />
          <p className={css({ color: 'fg.muted', mt: '3' })}>
            Save to replace them with yours, or go back to change yours.
          </p>
        </section>
      )}
      <DialogActions>
        <Button variant="outline" onClick={onBack} disabled={save.isPending}>
          Back
        </Button>
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save key details'}
        </Button>
      </DialogActions>
    </div>
  )
}
