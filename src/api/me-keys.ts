/**
 * The keys of the me queries, apart from their query functions: the query client (in the first screen's code)
 * names the pending-terms key without pulling in the me contract's schemas and their date helpers.
 */
export const meKeys = {
  all: () => ['me'] as const,
  pendingTerms: () => [...meKeys.all(), 'terms'] as const,
}
