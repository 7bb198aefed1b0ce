import { useEffect } from 'react'
import { pageTitle } from '../lib/product.ts'

/** Sets document.title to '{title} | {product name}' while the screen is shown. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title)
  }, [title])
}
