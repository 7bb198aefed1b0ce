import { createLink } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { cx } from '../../styled-system/css'
import { tabsRecipe } from './tabs.tsx'

/**
 * A tabbed layout whose tabs are pages (/property/1/keys …): a nav of real links, so each tab
 * has a URL, opens in a new tab and is announced as the current page (aria-current="page").
 *
 *   <TabLinks.Root aria-label="Property sections">
 *     <TabLinks.Link to="/property/$propertyId" params={{ propertyId }} activeOptions={{ exact: true }}>
 *       Overview
 *     </TabLinks.Link>
 *   </TabLinks.Root>
 */
function Root({ className, children, ...props }: ComponentProps<'nav'> & { 'aria-label': string }) {
  return (
    <nav className={className} {...props}>
      <div className={tabsRecipe().list}>{children}</div>
    </nav>
  )
}

function Anchor({ className, ...props }: ComponentProps<'a'>) {
  return <a className={cx(tabsRecipe().trigger, className)} {...props} />
}

export const TabLinks = { Root, Link: createLink(Anchor) }
