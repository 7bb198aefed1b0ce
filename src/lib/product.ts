export const PRODUCT_NAME = 'Agency Compliance Portal'

/** The page title convention: '{title} | {product name}'. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME
}
