import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import type { PropertyDetail } from '../../contract/property.ts'
import { Breadcrumbs, TitleBlock } from '../../ui/index.ts'

type Address = PropertyDetail['address']

/** The street lines as the heading, the locality under it ('South Melbourne VIC 3205'). */
export function addressParts(address: Address): { street: string; locality: string } {
  const street = [address.line1, address.line2, address.line3].filter(Boolean).join(', ')
  const locality = [address.suburb, address.state, address.postcode].filter(Boolean).join(' ')
  return { street, locality: locality || address.fullAddress }
}

/** Home › Portfolio › address, the address as the page's heading, tags under it and actions beside it. */
export function PropertyTitle({ address, tags, aside }: { address: Address; tags: ReactNode; aside?: ReactNode }) {
  const { street, locality } = addressParts(address)
  return (
    <TitleBlock
      breadcrumbs={
        <Breadcrumbs.Root>
          <Breadcrumbs.Link to="/">Home</Breadcrumbs.Link>
          <Breadcrumbs.Link to="/portfolio">Portfolio</Breadcrumbs.Link>
          <Breadcrumbs.Current>{address.line1}</Breadcrumbs.Current>
        </Breadcrumbs.Root>
      }
      title={street}
      description={
        <>
          <span className={css({ display: 'block' })}>{locality}</span>
          <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' })}>{tags}</span>
        </>
      }
      aside={aside}
    />
  )
}
