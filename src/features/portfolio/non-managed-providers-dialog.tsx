import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { nonManagedQueries } from '../../api/portfolio.ts'
import { Button } from '../../ui/index.ts'
import { NeedsConnectionButton } from '../offline/needs-connection.tsx'
import { DialogActions, PropertyDialog, SubmitError } from '../property/property-dialog.tsx'
import { NonManagedProviderDialog } from './non-managed-provider-dialog.tsx'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** 'Service providers': every provider the agency has recorded, and a way to add one. */
export function NonManagedProvidersDialog({ open, onOpenChange }: Props) {
  const providers = useQuery(nonManagedQueries.providers())
  const [adding, setAdding] = useState(false)
  return (
    <PropertyDialog open={open} onOpenChange={onOpenChange} title="Service providers">
      <p className={css({ color: 'fg.muted', mb: '3' })}>
        The companies that service your properties on other providers. Choose them in a property's services.
      </p>
      {providers.error && <SubmitError error={providers.error} title="Failed to get service providers" />}
      {providers.data &&
        (providers.data.items.length ? (
          <ul aria-label="Service providers" className={css({ display: 'grid', gap: '0', mb: '2' })}>
            {providers.data.items.map((p) => (
              <li key={p.id} className={css({ py: '2.5', borderBottomWidth: '1px', borderColor: 'border' })}>
                {p.supplier_name}
              </li>
            ))}
          </ul>
        ) : (
          <p>No service providers found</p>
        ))}
      <DialogActions>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
        <NeedsConnectionButton action="Adding a service provider" onClick={() => setAdding(true)}>
          Add service provider
        </NeedsConnectionButton>
      </DialogActions>
      {adding && <NonManagedProviderDialog open={adding} onOpenChange={setAdding} />}
    </PropertyDialog>
  )
}
