import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { propertyQueries } from '../../api/property.ts'
import { buttonRecipe, usePageTitle } from '../../ui/index.ts'
import { PropertyTitle } from '../property/property-title.tsx'
import type { DocumentsSearch } from './documents-search.ts'
import { PropertyDocuments } from './property-documents.tsx'

type Props = {
  agencyPortfolioPropertyId: number
  search: DocumentsSearch
  onSearchChange: (search: DocumentsSearch) => void
}

/** A non-managed property's documents, under its address, with the way back to the property. */
export function NonManagedDocumentsScreen({ agencyPortfolioPropertyId, search, onSearchChange }: Props) {
  const { data: property } = useSuspenseQuery(propertyQueries.nonManaged(agencyPortfolioPropertyId))
  usePageTitle(`Documents: ${property.address.line1}`)
  return (
    <>
      <PropertyTitle
        address={property.address}
        tags={null}
        aside={
          <Link
            to="/non-managed-property/$agencyPortfolioPropertyId"
            params={{ agencyPortfolioPropertyId }}
            className={buttonRecipe({ variant: 'outline' })}
          >
            Back to property
          </Link>
        }
      />
      <PropertyDocuments
        property={{ type: 'NON-MANAGED', id: agencyPortfolioPropertyId, address: property.address.line1 }}
        search={search}
        onSearchChange={onSearchChange}
      />
    </>
  )
}
