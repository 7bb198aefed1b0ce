export { Button, type ButtonProps, buttonRecipe } from './button.tsx'
export { Dialog } from './dialog.tsx'
export { usePageTitle } from './page-title.ts'
