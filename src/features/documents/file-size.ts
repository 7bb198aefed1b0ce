/** 1536 -> '1.5 KB'; 20971520 -> '20 MB' (binary units, as the 20 MB limit is counted). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${Number(value.toFixed(value < 10 ? 1 : 0))} ${units[unit]}`
}
