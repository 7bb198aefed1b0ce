/**
 * A Panda recipe (`cva` or `sva`) worked out at build time (scripts/vite-panda-static.ts): its class names for
 * every combination of variant values, looked up here instead of merged and resolved on every first call. It
 * answers as Panda's recipe does: an unset variant takes its default, an unknown value adds nothing.
 *
 * `variants` lists each variant's values; `table` is keyed by the chosen values joined with '|' ('' for none).
 */
export function staticRecipe<Classes>(
  variants: Record<string, string[]>,
  defaults: Record<string, string>,
  table: Record<string, Classes>,
): (props?: Record<string, unknown>) => Classes {
  const keys = Object.keys(variants)
  return (props = {}) => {
    const chosen = keys.map((key) => {
      const value = String(props[key] === undefined ? defaults[key] : props[key])
      return variants[key]?.includes(value) ? value : ''
    })
    return table[chosen.join('|')] as Classes
  }
}
