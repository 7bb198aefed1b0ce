import { PRODUCT_NAME } from '../contract/provider.ts'

export { PRODUCT_NAME }

/** The page title convention: '{title} | {product name}'. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME
}
